"""The building blocks of the tool parameter models (:mod:`memspark.toolset.models`) and the one
validation every tool call goes through (:func:`validate`).

A parameter is a pydantic field whose type carries everything a surface needs: its JSON type, its
range (a :class:`~memspark.bounds.Range`, also given to pydantic as ``ge``/``le``), its closed choices
(:class:`Choices`) and how it is shown (:class:`Doc`: title, description, the default the tool uses).
The MCP input schemas are rendered from these fields (:mod:`memspark.toolset.schema`), and
:func:`validate` runs the model on a call, so the schema an agent reads and the check a call meets
are one declaration. A failed check is an ``invalid_params`` error naming the parameter and, for a
number, its range; the message is chosen by pydantic's error *type*, never by its text.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Final, Union, get_args, get_origin

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError
from pydantic_core import PydanticCustomError

from memspark.bounds import Range, refusal
from memspark.config import Config
from memspark.errors import InvalidToolParams


class _NoDefault:
    def __repr__(self) -> str:
        return "NO_DEFAULT"


NO_DEFAULT: Final = _NoDefault()


@dataclass(frozen=True)
class Doc:
    """How a parameter is shown. ``default`` is what the tool uses when it is left out (``NO_DEFAULT``:
    nothing, e.g. an optional filter); ``config_default`` reads it from the config instead;
    ``default_text`` describes a default that is not a fixed value ("today") and is not put in the
    schema; ``expects`` words the shape of a list parameter in error messages."""

    title: str
    description: str
    default: Any = NO_DEFAULT
    config_default: Callable[[Config], Any] | None = None
    default_text: str = ""
    format: str = ""
    expects: str = ""

    def shown_default(self, cfg: Config) -> Any:
        return self.config_default(cfg) if self.config_default is not None else self.default


@dataclass(frozen=True)
class Choices:
    """A closed set of text values; ``from_config`` narrows the advertised set to the configured one."""

    values: tuple[str, ...]
    from_config: Callable[[Config], tuple[str, ...]] | None = None

    def shown(self, cfg: Config) -> tuple[str, ...]:
        return self.from_config(cfg) if self.from_config is not None else self.values


# ---- numbers -------------------------------------------------------------------------------------
def _as_number(value: Any) -> int | float:
    """A finite int or float from a JSON number or numeric text (never a boolean, NaN or an infinity)."""
    number = value
    if isinstance(value, str):
        text = value.strip()
        try:
            number = int(text) if text.lstrip("+-").isdigit() else float(text)
        except ValueError:
            number = None
    if isinstance(number, bool) or not isinstance(number, int | float):
        raise PydanticCustomError("not_number", "not a number")
    if isinstance(number, float) and not math.isfinite(number):
        raise PydanticCustomError("not_finite", "not a finite number")
    return number


def _whole(value: Any) -> int:
    number = _as_number(value)
    if not float(number).is_integer():
        raise PydanticCustomError("not_whole", "not a whole number")
    return int(number)


def _real(value: Any) -> float:
    return float(_as_number(value))


WHOLE: Final = BeforeValidator(_whole)  # an integer parameter: Annotated[int, WHOLE, bounded(R), R]
REAL: Final = BeforeValidator(_real)  # a number parameter: Annotated[float, REAL, bounded(R), R]


def bounded(r: Range) -> Any:
    """``r`` as pydantic's constraint (``ge``/``gt``, ``le``)."""
    return Field(gt=r.lo, le=r.hi) if r.lo_open else Field(ge=r.lo, le=r.hi)


def one_of(values: tuple[str, ...]) -> Any:
    """The validator of a choice parameter: ``Annotated[str, one_of(V), Choices(V)]``."""

    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in values:
            raise PydanticCustomError("not_choice", "not one of the choices")
        return str(value)

    return BeforeValidator(check)


# ---- reading a field's declaration ----------------------------------------------------------------
def markers(annotation: Any, metadata: list[Any] | tuple[Any, ...] = ()) -> list[Any]:
    """Every metadata object of a field: its own and those of the Annotated types inside its type."""
    found = list(metadata)
    if get_origin(annotation) is Annotated:
        found += list(annotation.__metadata__)
        found += markers(get_args(annotation)[0])
    elif get_origin(annotation) is Union or type(annotation).__name__ == "UnionType":
        for arm in get_args(annotation):
            found += markers(arm)
    return found


def _marker(found: list[Any], kind: type) -> Any:
    return next((m for m in found if isinstance(m, kind)), None)


def base_types(annotation: Any) -> list[Any]:
    """The plain types a field's type is made of (``int | None`` -> ``[int, NoneType]``)."""
    if get_origin(annotation) is Annotated:
        return base_types(get_args(annotation)[0])
    if get_origin(annotation) is Union or type(annotation).__name__ == "UnionType":
        return [t for arm in get_args(annotation) for t in base_types(arm)]
    return [get_origin(annotation) or annotation]


def json_type(annotation: Any) -> str:
    """The JSON Schema type of a field: ``integer``, ``number``, ``boolean``, ``array`` or ``string``."""
    types = base_types(annotation)
    for typ, name in ((list, "array"), (bool, "boolean"), (int, "integer"), (float, "number")):
        if typ in types:
            return name
    return "string"


# ---- the models --------------------------------------------------------------------------------------
class ToolParams(BaseModel):
    """The parameters of one agent tool (the spec's names; ``from`` by alias). Subclasses set the tool's
    name, title, description and MCP behaviour hints as class variables."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=False)

    tool: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str]
    read_only: ClassVar[bool] = True
    destructive: ClassVar[bool] = False
    idempotent: ClassVar[bool] = True

    @classmethod
    def accepted(cls) -> tuple[str, ...]:
        return tuple(f.alias or name for name, f in cls.model_fields.items())

    @classmethod
    def range_of(cls, param: str) -> Range | None:
        """The declared range of numeric parameter ``param`` (None for other parameters)."""
        for name, f in cls.model_fields.items():
            if (f.alias or name) == param:
                return _marker(markers(f.annotation, f.metadata), Range)
        return None


def check_names(model: type[ToolParams], params: Mapping[str, Any]) -> None:
    """Raise ``invalid_params`` for a parameter the tool does not accept, naming those it does."""
    accepted = model.accepted()
    unknown = [k for k in params if k not in accepted]
    if unknown:
        names = ", ".join(accepted) or "no parameters"
        raise InvalidToolParams(f"{model.tool} does not accept {', '.join(repr(k) for k in unknown)}; it accepts: "
                                f"{names}", action=f"Call {model.tool} with only these parameters: {names}.")


def validate(model: type[ToolParams], params: Any) -> dict[str, Any]:
    """``params`` checked by ``model``: an object, only the names it accepts, every value of its declared
    type, number range and choices. Returns the given parameters (a ``None`` value counts as left out)
    with numbers as int or float; raises :class:`InvalidToolParams`."""
    if not isinstance(params, Mapping):
        raise InvalidToolParams(f"parameters must be an object, got {type(params).__name__}",
                                action="Pass the parameters as a JSON object.")
    given = {k: v for k, v in params.items() if v is not None}
    check_names(model, given)
    try:
        checked = model.model_validate(given)
    except ValidationError as exc:
        raise _invalid(model, exc) from None
    return checked.model_dump(by_alias=True, exclude_unset=True)


_NUMBER_ERRORS = frozenset({"not_number", "not_finite", "not_whole", "greater_than_equal", "greater_than",
                            "less_than_equal", "less_than"})


def _invalid(model: type[ToolParams], exc: ValidationError) -> InvalidToolParams:
    """The first failure (numbers first) as ``invalid_params``, worded by the error's type."""
    errors = sorted(exc.errors(), key=lambda e: e["type"] not in _NUMBER_ERRORS)
    err = errors[0]
    name = str(err["loc"][0]) if err["loc"] else "parameters"
    field = next((f for n, f in model.model_fields.items() if (f.alias or n) == name), None)
    found = markers(field.annotation, field.metadata) if field is not None else []
    value = err.get("input")
    bounds, choices, doc = _marker(found, Range), _marker(found, Choices), _marker(found, Doc)
    if bounds is not None and err["type"] in _NUMBER_ERRORS:
        return _number_error(name, value, err["type"], bounds, json_type(field.annotation) if field else "number")
    if choices is not None:
        return InvalidToolParams(f"{name} = {value!r} is not one of {', '.join(choices.values)}",
                                 action=f"Pass {name} as one of: {', '.join(choices.values)}.")
    kind = json_type(field.annotation) if field is not None else "string"
    if kind == "boolean":
        return InvalidToolParams(f"{name} must be true or false, got {value!r}", action=f"Pass {name} as a boolean.")
    if kind == "array":
        expects = doc.expects if doc is not None and doc.expects else "a list of strings"
        return InvalidToolParams(f"{name} must be {expects}, got {value!r}", action=f"Pass {name} as {expects}.")
    if field is not None and field.is_required():
        return InvalidToolParams(f"{name} is required and must be a non-empty string",
                                 action=f"Call {model.tool} with {name} as a non-empty string.")
    return InvalidToolParams(f"{name} must be a string, got {value!r}", action=f"Pass {name} as a string.")


def _number_error(name: str, value: Any, kind: str, r: Range, typ: str) -> InvalidToolParams:
    why = {"greater_than_equal": "below", "greater_than": "below", "less_than_equal": "above",
           "less_than": "above"}.get(kind, kind)
    message, action = refusal(name, value, r, why, typ)
    return InvalidToolParams(message, action=action)
