"""SQL where-clauses for LanceDB (DataFusion dialect), built from typed options.

Every value is a quoted literal: single quotes are doubled, which is the only escape a standard
SQL string literal has (DataFusion keeps backslashes literally), so an agent id or path holding a
``'`` can neither break nor extend the filter. Substring matching uses ``strpos`` rather than
``LIKE`` so that ``%`` and ``_`` in a path need no escaping at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from memspark.storage.types import SearchOptions


def sql_str(value: str) -> str:
    """A SQL string literal for ``value``."""
    if "\x00" in value:
        # A NUL cannot occur in a path or id we store; refuse it rather than truncate silently.
        raise ValueError("string filter values may not contain NUL")
    return "'" + value.replace("'", "''") + "'"


def in_list(column: str, values: Iterable[str]) -> str:
    items = ", ".join(sql_str(v) for v in values)
    return f"{column} IN ({items})" if items else "false"


IDS_PER_QUERY = 1000  # keeps an `id IN (...)` list to a size DataFusion parses quickly


def id_slices(ids: Sequence[str]) -> Iterator[str]:
    """``id IN (...)`` clauses covering ``ids``, at most :data:`IDS_PER_QUERY` a clause."""
    for start in range(0, len(ids), IDS_PER_QUERY):
        yield in_list("id", ids[start:start + IDS_PER_QUERY])


def and_all(clauses: Iterable[str]) -> str | None:
    parts = [c for c in clauses if c]
    if not parts:
        return None
    return " AND ".join(f"({p})" for p in parts)


def file_condition(agent_id: str, path: str) -> str:
    return f"agent_id = {sql_str(agent_id)} AND path = {sql_str(path)}"


def files_condition(files: Sequence[tuple[str, str]]) -> str:
    """Rows of any of the ``(agent_id, path)`` files."""
    if not files:
        return "false"
    by_agent: dict[str, list[str]] = {}
    for agent_id, path in files:
        by_agent.setdefault(agent_id, []).append(path)
    # One IN-list per agent keeps the expression small for big batches of one agent's files.
    return " OR ".join(f"(agent_id = {sql_str(a)} AND {in_list('path', ps)})" for a, ps in by_agent.items())


def search_where(opts: SearchOptions) -> str | None:
    """The prefilter for a search leg; None when nothing restricts the search."""
    clauses: list[str] = []
    if opts.agent_id is not None:
        clauses.append(f"agent_id = {sql_str(opts.agent_id)}")
    if opts.agent_ids is not None:
        clauses.append(in_list("agent_id", opts.agent_ids))
    if opts.source is not None:
        clauses.append(f"source = {sql_str(opts.source)}")
    if opts.sources is not None:
        clauses.append(in_list("source", opts.sources))
    if opts.content_type is not None:
        clauses.append(f"content_type = {sql_str(opts.content_type)}")
    if opts.path_contains:
        clauses.append(f"strpos(path, {sql_str(opts.path_contains)}) > 0")
    if opts.pool is not None:
        clauses.append(f"pool = {sql_str(opts.pool)}")
    if opts.pools is not None:
        clauses.append(in_list("pool", opts.pools))
    if not opts.include_parents:
        clauses.append("is_parent = false")
    if opts.date_from:
        clauses.append(f"doc_date >= {sql_str(opts.date_from)}")
    if opts.date_to:
        clauses.append(f"doc_date <= {sql_str(opts.date_to)}")
    return and_all(clauses)


def _any_of(single: str | None, several: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The values one option set allows for a column (None: any); ``agent_id`` and ``agent_ids`` both hold."""
    if single is not None and several is not None:
        return (single,) if single in several else ()
    return (single,) if single is not None else several


def union_options(options: Sequence[SearchOptions], max_results: int) -> SearchOptions:
    """One option set whose filter passes every row any of ``options`` passes (a superset: a field the
    sets disagree on is dropped), for one search call shared by several legs, each taking its own rows
    back out (:meth:`memspark.storage.vector_cache.Snapshot.mask`)."""
    def union(values: list[tuple[str, ...] | None]) -> tuple[str, ...] | None:
        return None if any(v is None for v in values) else tuple(dict.fromkeys(x for v in values for x in v or ()))

    def common(name: str) -> str | None:
        values = {getattr(o, name) for o in options}
        return values.pop() if len(values) == 1 else None

    agents = union([_any_of(o.agent_id, o.agent_ids) for o in options])
    pools = union([_any_of(o.pool, o.pools) for o in options])
    sources = union([_any_of(o.source, o.sources) for o in options])
    return SearchOptions(
        query=options[0].query if options else "", max_results=max_results, agent_ids=agents, pools=pools,
        sources=sources, content_type=common("content_type"), path_contains=common("path_contains"),
        date_from=common("date_from"), date_to=common("date_to"),
        include_parents=any(o.include_parents for o in options))
