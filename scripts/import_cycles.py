"""Find import circles among the project's own modules, by reading the source.

Every ``import`` statement counts: at module level, under ``if TYPE_CHECKING:`` and inside
functions (a hidden import still ties two modules together). Prints each circle (one
strongly connected component of the module graph, with the edges that close it), the
number of circles, and how many imports of project modules sit inside functions.

    .venv/bin/python scripts/import_cycles.py            # agent, resumes, cvsite
    .venv/bin/python scripts/import_cycles.py agent      # one package
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("agent", "resumes", "cvsite")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules(packages: tuple[str, ...]) -> dict[str, Path]:
    found = {}
    for package in packages:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "migrations" in path.parts:
                continue
            found[module_name(path)] = path
    return found


def resolve(name: str, modules: dict[str, Path]) -> str | None:
    """The project module an imported name lives in (``a.b.c`` may be a name in ``a.b``)."""
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def imports_of(module: str, path: Path, modules: dict[str, Path]):
    """Yield (target module, inside a function?, statement id) for every imported project
    module (one per name: `from a import b, c` may name two modules)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def visit(node: ast.AST, in_function: bool):
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(
                child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
            )
            if isinstance(child, ast.Import):
                for alias in child.names:
                    target = resolve(alias.name, modules)
                    if target:
                        yield target, in_function, id(child)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - (child.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                for alias in child.names:
                    target = resolve(f"{base}.{alias.name}", modules)
                    if target:
                        yield target, in_function, id(child)
            yield from visit(child, nested)

    yield from visit(tree, False)


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm, iterative; components of more than one module (or a self-loop)."""
    index, low, on_stack, stack, result = {}, {}, set(), [], []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1 or node in graph[node]:
                    result.append(sorted(component))
    return result


def is_package_of(parent: str, child: str) -> bool:
    return child.startswith(parent + ".")


def main(argv: list[str]) -> int:
    packages = tuple(argv) or PACKAGES
    modules = project_modules(PACKAGES)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    hidden = []
    statements: set[tuple[str, int]] = set()
    for name, path in modules.items():
        if not name.startswith(packages):
            continue
        for target, in_function, statement in imports_of(name, path, modules):
            if in_function:
                hidden.append((name, target))
                statements.add((name, statement))
            # A package's __init__ importing its own submodules (or a submodule importing its
            # package's __init__) is Python's package machinery, not a circle between concepts.
            if target == name or is_package_of(name, target) or is_package_of(target, name):
                continue
            graph[name].add(target)
    cycles = strongly_connected(graph)
    for number, component in enumerate(cycles, 1):
        members = set(component)
        print(f"circle {number}: {' <-> '.join(component)}")
        for module in component:
            for target in sorted(graph[module] & members):
                print(f"    {module} -> {target}")
    print(f"import circles: {len(cycles)}")
    print(
        f"function-level imports of project modules: {len(hidden)} names "
        f"in {len(statements)} import statements"
    )
    if "-v" in sys.argv:
        for name, target in hidden:
            print(f"    {name} -> {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main([arg for arg in sys.argv[1:] if not arg.startswith("-")]))
