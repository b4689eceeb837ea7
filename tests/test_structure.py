"""The package's shape: imports point one way, only the edges import typer and rich, a variant
is no module of its own, the commands are thin, and a module's file name or a public name is
used once in the package."""

from __future__ import annotations

import ast
import re
from pathlib import Path


PACKAGE = Path(__file__).resolve().parent.parent / "wordfinder"


def module_name(path: Path) -> str:
    """The dotted name of a module file of the package."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module a file imports, at any depth of its code (functions included)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            target = import_target(node, package)
            found.add(target)
            for alias in node.names:  # `from . import words` imports the module wordfinder.words
                if f"{target}.{alias.name}" in MODULES:
                    found.add(f"{target}.{alias.name}")
    return found


def import_target(node: ast.ImportFrom, package: str) -> str:
    """The module a ``from ... import`` names, its dots read from ``package`` (the importer's)."""
    base = package
    for _ in range(node.level - 1):
        base = base.rpartition(".")[0]
    return f"{base}.{node.module}" if node.level and node.module else base if node.level else node.module


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}
GRAPH = {name: {m for m in imports(path) if m in MODULES and m != name} for name, path in MODULES.items()}


def cycle() -> list[str] | None:
    """Some cycle of imports among the package's modules, or None."""
    state: dict[str, int] = {}
    trail: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        trail.append(node)
        for nxt in sorted(GRAPH[node]):
            if state.get(nxt) == 1:
                return trail[trail.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        trail.pop()
        return None

    for start in sorted(GRAPH):
        if start not in state and (found := visit(start)):
            return found
    return None


def test_the_import_reader_sees_imports():
    """The graph is read: the command line imports the find query, the solver imports its matrix."""
    assert "wordfinder.assistant" in GRAPH["wordfinder.cli.find"]
    assert "wordfinder.solver.patterns" in GRAPH["wordfinder.solver.puzzle"]
    assert "wordfinder.cli.app" in GRAPH["wordfinder.cli.entry"]  # a function-level import counts


def test_no_module_imports_one_that_imports_it():
    """The package's imports form no cycle, direct or indirect."""
    assert cycle() is None, " -> ".join(cycle() or [])


def test_a_cycle_would_be_found(monkeypatch):
    """The check above can fail: a planted back edge is reported."""
    monkeypatch.setitem(GRAPH, "wordfinder.feedback", GRAPH["wordfinder.feedback"] | {"wordfinder.finder"})
    assert cycle() is not None


COMMAND_LAYER = {m for m in MODULES if m == "wordfinder.cli" or m.startswith("wordfinder.cli.")} | {
    "wordfinder.__main__", "wordfinder.score"}  # python -m wordfinder, and the design card's score.py


def test_the_library_never_imports_the_command_layer():
    """Only the command layer (the wordfinder.cli package, and python -m) reaches up to it."""
    assert "wordfinder.cli.find" in COMMAND_LAYER and "wordfinder.finder" not in COMMAND_LAYER
    for name, targets in GRAPH.items():
        if name not in COMMAND_LAYER:
            assert not targets & COMMAND_LAYER, f"{name} imports {sorted(targets & COMMAND_LAYER)}"


def test_only_the_cli_imports_typer_and_only_render_imports_rich():
    """typer stays in cli/app.py and rich in cli/render.py, so the library can be used without them."""
    for name, path in MODULES.items():
        found = {m.split(".")[0] for m in imports(path)}
        if name != "wordfinder.cli.app":
            assert "typer" not in found, name
        if name != "wordfinder.cli.render":
            assert "rich" not in found, name


def test_typer_is_used_through_its_public_api():
    """No module imports a private part of typer (such as typer._click)."""
    for path in MODULES.values():
        assert not any(m.startswith("typer._") for m in imports(path)), path


def test_no_module_or_function_per_variant():
    """A variant is a value of the game, not a module or a function of its own: no library
    module is named after one (playboards, modelled, boards), and no function or class is a
    copy of another for one (play_boards beside play, review_modelled beside review)."""
    assert not {"wordfinder.boards", "wordfinder.playboards", "wordfinder.games"} & set(MODULES)
    assert not [m for m in MODULES if re.search(r"boards|modelled", m.rpartition(".")[2])]
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                assert not node.name.lstrip("_").endswith(("_boards", "_modelled")), f"{name}.{node.name}"


def test_the_variant_check_can_fail(tmp_path):
    """The name check above reads real definitions: a planted twin is seen."""
    tree = ast.parse("def play_boards():\n    pass\n")
    names = [n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
    assert any(n.lstrip("_").endswith("_boards") for n in names)


def test_commands_are_thin():
    """No function of the command layer runs past 40 lines: a command reads its options,
    calls one library function and renders the value it returns."""
    assert len(COMMAND_LAYER) > 8
    for name in sorted(COMMAND_LAYER):
        for node in ast.walk(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                assert length <= 40, f"{name}.{node.name}: {length} lines"


MOST_LINES = 40  # of a function's code, its docstring not counted


def code_lines(node: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The lines of a function's code, from its first statement after the docstring to its end."""
    body = node.body
    documented = isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and \
        isinstance(body[0].value.value, str)
    first = body[1] if documented and len(body) > 1 else body[0]
    return node.end_lineno - first.lineno + 1


def long_functions(modules: dict[str, Path]) -> list[str]:
    """The functions of ``modules`` with more than :data:`MOST_LINES` lines of code, named with their lengths."""
    found = []
    for name, path in sorted(modules.items()):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and code_lines(node) > MOST_LINES:
                found.append(f"{name}.{node.name}: {code_lines(node)} lines")
    return found


def test_no_function_runs_past_40_lines_of_code():
    """Every function of the package is at most 40 lines of code, docstrings not counted."""
    assert long_functions(MODULES) == []


def test_a_long_function_would_be_found(tmp_path):
    """The check above can fail: a function of 41 statements is named."""
    planted = tmp_path / "planted.py"
    planted.write_text('def long():\n    """Docstring."""\n' + "    x = 1\n" * 41, encoding="utf-8")
    assert long_functions({"planted": planted}) == ["planted.long: 41 lines"]


def test_only_the_server_imports_the_web_stack_and_only_serve_imports_the_server():
    """Starlette and uvicorn stay in web/server.py, which only `wordfinder serve` loads:
    the finder's start-up does not pay for them, and the API's functions need no server."""
    for name, path in MODULES.items():
        found = {m.split(".")[0] for m in imports(path)}
        if name != "wordfinder.web.server":
            assert not found & {"starlette", "uvicorn"}, name
    users = {name for name, targets in GRAPH.items() if "wordfinder.web.server" in targets}
    assert users == {"wordfinder.cli.serve"}


def calls(path: Path, name: str) -> list[int]:
    """The lines of a module that call the function ``name`` by its bare name, as imported
    (``read_text(...)``; a method of that name, pathlib's, is another function)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == name]


def test_every_file_of_words_is_read_in_the_games_language():
    """Only files.read_spelled, which folds a file into the game's tiles, and the share-block
    reader (emoji, no words) get a file's text from files.read_text: a word list, answers,
    secrets, past answers and games files are all read through read_spelled."""
    readers = {name for name, path in MODULES.items() if calls(path, "read_text")}
    assert readers == {"wordfinder.files", "wordfinder.cli.paste"}
    assert {name for name, path in MODULES.items() if calls(path, "read_spelled")} == {
        "wordfinder.words", "wordfinder.records", "wordfinder.past_answers",
    }


def repeated_file_names() -> dict[str, list[str]]:
    """The module file names (``__init__.py`` aside) that more than one module of the package
    has, each with those modules."""
    holders: dict[str, list[str]] = {}
    for name, path in sorted(MODULES.items()):
        if path.name != "__init__.py":
            holders.setdefault(path.name, []).append(name)
    return {file: names for file, names in holders.items() if len(names) > 1}


def test_no_module_file_name_is_used_twice():
    """Every module's file name is its own in the package: one play.py, one absurdle.py, one lists.py."""
    assert repeated_file_names() == {}


def test_a_repeated_file_name_would_be_found(monkeypatch):
    """The check above can fail: a planted second finder.py is reported."""
    monkeypatch.setitem(MODULES, "wordfinder.solver.finder", PACKAGE / "solver" / "finder.py")
    assert repeated_file_names() == {"finder.py": ["wordfinder.finder", "wordfinder.solver.finder"]}


def defined_names(path: Path) -> set[str]:
    """The public names a module defines at its top level (under a module-level if or try too):
    functions, classes and assigned names, not imported ones, ``TYPE_CHECKING`` aside."""
    found: set[str] = set()
    statements = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while statements:
        node = statements.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            found.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found.update(n.id for target in targets for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(node, (ast.If, ast.Try, ast.With)):
            statements.extend(child for child in ast.iter_child_nodes(node) if isinstance(child, ast.stmt))
            statements.extend(s for handler in getattr(node, "handlers", []) for s in handler.body)
    return {name for name in found if not name.startswith("_") and name != "TYPE_CHECKING"}


DEFINED = {name: defined_names(path) for name, path in MODULES.items()}


def names_defined_twice() -> dict[str, list[str]]:
    """The public names defined in more than one module of the package, each with those modules."""
    holders: dict[str, list[str]] = {}
    for module, names in sorted(DEFINED.items()):
        for name in names:
            holders.setdefault(name, []).append(module)
    return {name: modules for name, modules in sorted(holders.items()) if len(modules) > 1}


def test_the_definition_reader_sees_definitions():
    """Functions, classes, aliases and constants are read, imported and private names are not."""
    assert {"score", "Score", "Tile", "Tiles", "QUANTUM_MARK"} <= DEFINED["wordfinder.feedback"]
    assert "GuessRow" in DEFINED["wordfinder.solver.puzzle"] and "GuessRow" not in DEFINED["wordfinder.solver.exact"]
    assert not {"_QUANTUM", "annotations", "value_type"} & DEFINED["wordfinder.feedback"]


def test_no_public_name_is_defined_in_two_modules():
    """A public name means one thing in the package: it is defined in one module and imported
    elsewhere, so no two modules hold a Tiles, a Row or a MAX_LETTERS of their own."""
    assert names_defined_twice() == {}


def test_a_public_name_defined_twice_would_be_found(monkeypatch):
    """The check above can fail: a second Tiles planted in wordfinder.quantum is reported."""
    monkeypatch.setitem(DEFINED, "wordfinder.quantum", DEFINED["wordfinder.quantum"] | {"Tiles"})
    assert names_defined_twice() == {"Tiles": ["wordfinder.feedback", "wordfinder.quantum"]}


GAME_RULES = {"hard", "boards", "relation", "lists", "word_file", "answers_file"}
"""What the game (:class:`wordfinder.game.Game`) holds, never a parameter of the solver's
entry points (issue 38): they take the game."""


def solver_exports(path: Path = PACKAGE / "solver" / "__init__.py") -> dict[str, str]:
    """Each name ``wordfinder.solver`` exports lazily (its ``exports`` table), with its module."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "exports":
            table = node.args[1]
            return {key.value: f"wordfinder.solver.{value.value}" for key, value in zip(table.keys, table.values)}
    return {}


def solver_uses(name: str, path: Path, modules: dict[str, Path]) -> set[tuple[str, str]]:
    """The ``(module, name)`` a module outside the solver takes from it: each name it imports
    from a solver module, and each attribute it reads of a solver module it imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[tuple[str, str]] = set()
    aliases: dict[str, str] = {}  # a solver module, by the name it is bound to
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        target = import_target(node, package)
        for alias in node.names:
            if f"{target}.{alias.name}".startswith("wordfinder.solver") and f"{target}.{alias.name}" in modules:
                aliases[alias.asname or alias.name] = f"{target}.{alias.name}"
            elif target.startswith("wordfinder.solver"):
                found.add((target, alias.name))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            found.add((aliases[node.value.id], node.attr))
    return found


def loose_rules(modules: dict[str, Path], exported: dict[str, str]) -> list[str]:
    """The solver's functions exported by ``wordfinder.solver`` (``exported``) or taken by a
    module outside it that have a parameter named after a rule the game holds
    (:data:`GAME_RULES`), as ``module.function(parameter)``."""
    wanted = {(module, name) for name, module in exported.items()}
    for name, path in modules.items():
        if not name.startswith("wordfinder.solver"):
            wanted |= solver_uses(name, path, modules)
    wanted = {(exported.get(name, module) if module == "wordfinder.solver" else module, name) for module, name in wanted}
    found = []
    for module, name in sorted(wanted):
        body = ast.parse(modules[module].read_text(encoding="utf-8")).body if module in modules else []
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
                given = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
                found += [f"{module}.{name}({arg.arg})" for arg in given if arg.arg in GAME_RULES]
    return found


def test_the_solver_takes_the_game():
    """No solver function exported by ``wordfinder.solver`` or called from outside the solver
    takes the game's rules one by one (hard, boards, relation, lists, word_file,
    answers_file): the entry points take the game (issue 38)."""
    exported = solver_exports()
    assert {"benchmark", "review", "run_game", "opening_guess"} <= set(exported)
    assert ("wordfinder.solver.advice", "advise") in solver_uses(
        "wordfinder.assistant", MODULES["wordfinder.assistant"], MODULES)
    assert loose_rules(MODULES, exported) == []


def test_a_loose_rule_would_be_found(tmp_path):
    """The check above can fail: a planted solver function taking ``hard``, imported by a
    module outside the solver, and one taking ``lists``, exported, are named."""
    planted, door = tmp_path / "planted.py", tmp_path / "door.py"
    planted.write_text("def entry(game, hard=False):\n    pass\n\n\ndef other(*, lists=None):\n    pass\n",
                       encoding="utf-8")
    door.write_text("from .solver.planted import entry\n\nentry(None)\n", encoding="utf-8")
    modules = {"wordfinder.solver.planted": planted, "wordfinder.door": door}
    assert loose_rules(modules, {"other": "wordfinder.solver.planted"}) == [
        "wordfinder.solver.planted.entry(hard)", "wordfinder.solver.planted.other(lists)",
    ]


# --- one front door (issue 38) ---------------------------------------------------------------

DOORS = {m for m in MODULES if m.startswith(("wordfinder.cli", "wordfinder.web"))} | {
    "wordfinder.__main__", "wordfinder.score"}
DOOR_LIBRARY_MOST = 8  # library modules the doors import between them


def calls_of(path: Path, name: str) -> list[str]:
    """The names called on ``name`` in a file (``assistant.find_words(...)``: find_words)."""
    return [node.func.attr for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name) and node.func.value.id == name]


def test_a_game_is_built_only_in_game_py():
    """`Game(` is called in game.py alone: every door builds its game with game_of."""
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        built = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                 and n.func.id == "Game"]
        assert name == "wordfinder.game" or not built, f"{name} calls Game( on line {built[0].lineno}"
    assert "game_of" in {n.name for n in ast.walk(ast.parse(MODULES["wordfinder.game"].read_text())) if
                         isinstance(n, ast.FunctionDef)}


def test_each_command_and_endpoint_asks_one_question():
    """Every command's module calls exactly one of the assistant's questions, and so does
    every endpoint of the JSON API; no door calls the solver, the finder or the session."""
    from wordfinder.assistant import QUESTIONS
    from wordfinder.cli.options import COMMANDS
    from wordfinder.web.api import ENDPOINTS

    questions = {q.__name__ for q in QUESTIONS}
    for command in COMMANDS.values():
        if command.name == "serve":
            continue  # it serves the page, whose endpoints are checked below
        module = command.run.partition(":")[0]
        asked = set(calls_of(MODULES[module], "assistant")) & questions
        assert len(asked) == 1, f"{command.name} asks {sorted(asked)}"
    source = MODULES["wordfinder.web.api"].read_text(encoding="utf-8")
    functions = {n.name: n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef)}
    for endpoint, (run, _, _) in ENDPOINTS.items():
        node = functions[run.__name__]
        asked = {c.func.attr for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                 and isinstance(c.func.value, ast.Name) and c.func.value.id == "assistant"} & questions
        assert len(asked) == 1, f"/api/{endpoint} asks {sorted(asked)}"


def door_library() -> set[str]:
    """The library modules the command line and the web API import between them."""
    return {m for door in DOORS for m in GRAPH[door] if m not in DOORS}


def test_the_doors_import_few_library_modules():
    """cli/ and web/ reach the library through the assistant, the game and a few plain
    modules (errors, documents): at most eight between them."""
    found = door_library()
    assert "wordfinder.assistant" in found and "wordfinder.game" in found
    assert len(found) <= DOOR_LIBRARY_MOST, sorted(found)
    assert not {m for m in found if m.startswith("wordfinder.solver")}, sorted(found)


def test_the_door_count_would_see_a_solver_import(monkeypatch):
    """The count above can fail: a planted import of the solver by a command is seen."""
    monkeypatch.setitem(GRAPH, "wordfinder.cli.find", GRAPH["wordfinder.cli.find"] | {"wordfinder.solver.advice"})
    assert "wordfinder.solver.advice" in door_library()


# --- the variant is asked, not tested (issue 38) ---------------------------------------------

VARIANT_NAMES = {"boards", "absurdle", "quantum", "is_quantum", "lies", "fibble", "woodle", "relation",
                 "is_multi_board", "past", "played", "first_given", "given"}
"""The names a test of the game's variant reads: its fields and what they answer."""
VARIANT_MODULES = {"wordfinder.absurdle", "wordfinder.quantum", "wordfinder.relations",
                   "wordfinder.solver.relational", "wordfinder.past_answers", "wordfinder.sutom",
                   "wordfinder.assistant"}
"""The variants' own modules (Absurdle, Quantum Wordle, Fibble and Woodle, the history, SUTOM), and
the front door, which dispatches each question on the variant once."""
VARIANT_TESTS_MOST = 18
"""At most 20, as issue 38 asks (102 when it was opened); a ratchet: lower it as tests go.  What
is left checks typed input against the game (notation, knowledge), draws boards from a list,
or is the one place that asks (:attr:`wordfinder.game.Game.family`)."""


def variant_tests(modules: dict[str, Path]) -> list[str]:
    """Each test (``if``, ``elif``, a conditional expression, ``while``, a comprehension's
    ``if``) in the modules that reads one of :data:`VARIANT_NAMES`, as ``module:line: test``."""
    found = []
    for name, path in sorted(modules.items()):
        source = path.read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(source)):
            tests = ([node.test] if isinstance(node, (ast.If, ast.IfExp, ast.While))
                     else node.ifs if isinstance(node, ast.comprehension) else [])
            found += [f"{name}:{test.lineno}: {ast.get_source_segment(source, test)}" for test in tests
                      if any(isinstance(n, ast.Name) and n.id in VARIANT_NAMES
                             or isinstance(n, ast.Attribute) and n.attr in VARIANT_NAMES for n in ast.walk(test))]
    return found


def test_few_tests_name_a_variant():
    """Outside the variants' own modules and the front door, few tests read which variant
    the game is (:data:`VARIANT_TESTS_MOST`): the rest ask the game, its secret, score or
    relation what to do.  game.py, which builds and checks the variants, is counted."""
    found = variant_tests({m: p for m, p in MODULES.items() if m not in VARIANT_MODULES})
    assert len(found) <= VARIANT_TESTS_MOST, "\n".join(found)


def test_a_variant_test_would_be_counted(tmp_path):
    """The count above reads real tests: three planted ones are seen, a loop over boards is not."""
    planted = tmp_path / "planted.py"
    planted.write_text("if game.boards > 1:\n    pass\nx = 1 if quantum else 2\n"
                       "y = [w for w in words if w in game.past]\nfor b in found.boards:\n    pass\n",
                       encoding="utf-8")
    assert [line.split(":")[1] for line in variant_tests({"planted": planted})] == ["1", "3", "4"]
