"""``memspark`` commands from plugins: the ``memspark.cli`` entry points (``memspark eval`` is one)."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

from memspark.cli import build_parser, main, needs_plugins, run_command
from memspark.cli.plugins import GROUP, KNOWN_PLUGINS, discover

REPO = Path(__file__).resolve().parents[1]


def _run(argv: list[str], plugins: list[EntryPoint] | None = None) -> int:
    return run_command(build_parser(plugins).parse_args(argv))


def test_the_installed_eval_plugin_is_the_entry_point_of_memspark_eval() -> None:
    found = {ep.name: ep.value for ep in discover()}
    assert found.get("eval") == "memspark_eval.cli:register"


def test_without_the_plugin_eval_still_parses_and_says_how_to_get_it(capsys: pytest.CaptureFixture[str]) -> None:
    rc = _run(["eval", "locomo", "--data", "x.json", "--layout", "all"], plugins=[])
    err = capsys.readouterr().err
    assert rc == 2  # a ConfigError
    assert "Error: `memspark eval` is a plugin that is not installed" in err
    assert "Hint: " in err and "bash scripts/setup.sh" in err


def test_an_entry_point_left_by_an_older_install_counts_as_absent(capsys: pytest.CaptureFixture[str]) -> None:
    stale = EntryPoint(name="eval", value="memspark_eval_gone_away.cli:register", group=GROUP)
    assert _run(["eval", "examples"], plugins=[stale]) == 2
    assert KNOWN_PLUGINS["eval"][1] in capsys.readouterr().err


def _write_plugin(root: Path, name: str, body: str) -> None:
    pkg = root / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text(body, encoding="utf-8")


def test_a_plugin_adds_its_commands_and_runs_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    _write_plugin(tmp_path, "hello_plugin", (
        "from memspark.cli.common import add_command\n\n"
        "def register(sub, common):\n"
        "    p = add_command(sub, common, 'hello', 'say hello', lambda args: print('hello', args.who) or 0)\n"
        "    p.add_argument('who')\n"))
    monkeypatch.syspath_prepend(str(tmp_path))
    plugin = EntryPoint(name="hello", value="hello_plugin:register", group=GROUP)
    assert _run(["hello", "world"], plugins=[plugin]) == 0
    assert capsys.readouterr().out == "hello world\n"
    assert _run(["eval", "examples"], plugins=[plugin]) == 2  # eval, not installed here, still answers


def test_a_plugin_that_fails_to_import_something_else_is_a_bug_not_an_absent_plugin(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write_plugin(tmp_path, "broken_plugin", "import no_such_dependency_of_the_plugin\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError):
        build_parser([EntryPoint(name="broken", value="broken_plugin:register", group=GROUP)])


@pytest.mark.slow
def test_memspark_eval_runs_from_outside_the_checkout(tmp_path: Path) -> None:
    """The console script finds the plugin through its installed entry point, from any folder."""
    exe = Path(sys.executable).with_name("memspark")
    done = subprocess.run([str(exe), "eval", "locomo"], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert done.returncode == 2, done.stderr
    assert "Error: no LoCoMo data file given" in done.stderr
    assert "MEMSPARK_LOCOMO_DATA" in done.stderr


# --- start-up: a built-in command does not look for plugins -------------------------------------------

@pytest.mark.parametrize(("argv", "said"), [(["--root", ".", "status", "--help"], "usage: memspark status"),
                                            (["--version"], "memspark "),
                                            ([], "the following arguments are required: COMMAND")])
def test_a_built_in_command_neither_scans_entry_points_nor_imports_a_plugin(argv: list[str], said: str) -> None:
    code = ("import sys\n"
            "before = 'importlib.metadata' in sys.modules\n"
            "from memspark.cli import main\n"
            "try:\n"
            f"    main({argv!r})\n"
            "except SystemExit:\n"
            "    pass\n"
            "late = [] if before else [m for m in ('importlib.metadata',) if m in sys.modules]\n"
            "print('loaded:', [m for m in sys.modules if m.startswith('memspark_eval')] + late, file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert said in done.stdout + done.stderr  # the command's own answer was printed
    assert "loaded: []" in done.stderr


@pytest.mark.parametrize("argv", [["--help"], ["-h", "status"], ["--root", ".", "--he", "status"]])
def test_the_top_level_help_still_lists_the_plugins(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "usage: memspark [-h]" in out and KNOWN_PLUGINS["eval"][0] in out


def test_an_unknown_command_is_refused_naming_the_plugins_too(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--data-dir", "x", "nosuchcommand"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'nosuchcommand'" in err and "'status'" in err and "'eval'" in err


def test_a_plugin_command_is_found_past_the_global_flags(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("MEMSPARK_LOCOMO_DATA", raising=False)
    assert main(["--root", str(tmp_path), "--debug", "eval", "locomo"]) == 2
    assert "Error: no LoCoMo data file given" in capsys.readouterr().err  # the plugin's own command ran


@pytest.mark.parametrize(("argv", "needed"), [
    (["status"], False), (["--root", "status", "search", "q"], False), (["--ro=x", "index", "--help"], False),
    (["--data", "d", "eval", "locomo"], True), (["nosuchcommand"], True), (["--help"], True), (["-h", "status"], True),
    (["--root", "x", "--hel", "index"], True), (["--version"], False), (["--vers", "eval"], False), ([], False),
    (["--root"], True), (["--json", "status"], False)])
def test_the_command_is_read_past_the_global_flags_as_argparse_reads_them(argv: list[str], needed: bool) -> None:
    assert needs_plugins(argv, {"status", "search", "index"}) is needed


def test_eval_without_its_command_names_the_argument_as_the_usage_does(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["eval"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "usage: memspark eval" in err and "COMMAND ..." in err
    assert err.rstrip().endswith("the following arguments are required: COMMAND")
