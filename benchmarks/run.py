"""The finder's benchmarks: one command measures them all and rewrites RESULTS.md.

    python benchmarks/run.py                      # our figures only
    python benchmarks/run.py --original DIR       # and the original finder's, in the same run

``DIR`` holds seed 004's finder as ``wordle.py`` (``GuessScore.make``,
``WordleGuesses.parse``/``optimize``/``find_eligible``/``score``, and a
command line taking GUESS=SCORE arguments) and its replay tool as
``score.py GAMES_FILE``.  Their code is not part of this repository.

Every timing is a median over repeats, taken in this one run next to its
baseline; every history timed is also checked: ``find`` must equal replay.
"""

from __future__ import annotations

import argparse
import cProfile
import datetime
import gc
import io
import os
import platform
import pstats
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from wordfinder import GuessScore, Trie, find, replay, score
from wordfinder.records import INCLUDES, YIELDS, GameRecord, read_games
from wordfinder.index import WordIndex
from wordfinder.words import ALLOWED, ANSWERS, bundled

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "RESULTS.md"
BEGIN, END = "<!-- finder:begin -->", "<!-- finder:end -->"
TYPICAL = ["HARES=.....", "BUILT=..i.t", "TIMID=tI...", "PINTO=.I.T.", "WITTY=.I.TY"]
# English letter frequencies (per cent, rounded), for the synthetic word lists.
FREQUENCIES = dict(
    E=12.7, T=9.1, A=8.2, O=7.5, I=7.0, N=6.7, S=6.3, H=6.1, R=6.0, D=4.3, L=4.0, C=2.8, U=2.8,
    M=2.4, W=2.4, F=2.2, G=2.0, Y=2.0, P=1.9, B=1.5, V=1.0, K=0.8, J=0.2, X=0.2, Q=0.1, Z=0.1,
)


def median_time(run: Callable[[], object], repeat: int) -> float:
    """The median wall time of ``run`` over ``repeat`` calls, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def p95(values: Sequence[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def ms(seconds: float) -> str:
    """Seconds written as milliseconds, to a sensible precision."""
    value = seconds * 1000
    return f"{value:.3f}" if value < 1 else f"{value:.1f}" if value < 100 else f"{value:.0f}"


def table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


# --- a corpus of recorded games, played the way people play ------------------------------


def player_games(count: int, seed: int) -> list[str]:
    """``count`` game records of a player who opens with a common word and then guesses
    among the answers still possible, as the original finder's games file records them."""
    rng = random.Random(seed)
    allowed, answers = bundled(ALLOWED), bundled(ANSWERS)
    index = WordIndex(allowed)
    plausible = index.subset(answers)
    openers = [w for w in answers if len(set(w)) == 5 and sum(c in "AEIORST" for c in w) >= 4]
    lines = []
    for number in range(1, count + 1):
        secret = rng.choice(answers)
        pairs: list[GuessScore] = []
        left = index.everything
        guess = rng.choice(openers)
        while guess != secret and len(pairs) < 6:
            pair = GuessScore(score(guess, secret))
            pairs.append(pair)
            left &= index.earned_by(pair)
            likely = index.listed(left & plausible)
            if len(likely) == 1 or (len(likely) <= 4 and rng.random() < 0.3):
                break
            guess = rng.choice(likely)
        if not pairs:
            pairs.append(GuessScore(score(rng.choice(openers), secret)))
        verb = YIELDS if (left & plausible).bit_count() == 1 else f"*{INCLUDES}*"
        lines.append(f"* {number}: `{' '.join(map(str, pairs))}` {verb} `{secret}`")
    return lines


# --- the measurements ---------------------------------------------------------------


def machine() -> str:
    """The machine and interpreter the figures come from."""
    return (
        f"{os.cpu_count()} cores ({platform.machine()}, {platform.system()}), "
        f"Python {platform.python_version()}, measured {datetime.date.today().isoformat()}"
    )


def history_benchmark(trie: Trie, words: Sequence[str], quick: bool) -> tuple[str, dict[str, float]]:
    """find per history length over the games in games/, against the naive replay filter
    timed on the same histories (each checked equal to find)."""
    games = [g for g in read_games([ROOT / "games"]) if not (g.is_quantum or g.boards)]
    by_length: dict[int, list[tuple[GuessScore, ...]]] = {}
    for game in games:
        for n in range(1, min(len(game.pairs), 6) + 1):
            by_length.setdefault(n, []).append(game.pairs[:n])
    rows, figures = [], {}
    rng = random.Random(7)
    for n, histories in sorted(by_length.items()):
        if quick:
            histories = rng.sample(histories, min(5, len(histories)))
        ours = [median_time(lambda h=h: find(h, trie), 5) for h in histories]
        naive = []
        for history in histories:
            assert find(history, trie) == sorted(replay(history, words)), history
            naive.append(median_time(lambda h=history: replay(h, words), 1))
        ratio = statistics.median(naive) / statistics.median(ours)
        figures[f"ratio{n}"] = ratio
        rows.append(
            (n, len(histories), ms(statistics.median(ours)), ms(p95(ours)),
             ms(statistics.median(naive)), f"{ratio:.0f}x")
        )
    full = [median_time(lambda g=g: find(g.pairs, trie), 5) for g in games]
    figures["full_median"] = statistics.median(full)
    text = table(
        ["guesses", "histories", "find median ms", "find p95 ms", "replay median ms", "speed-up (medians)"],
        rows,
    )
    text += (
        f"\n\nWhole recorded games ({len(games)} classic games in games/, every guess): "
        f"find median {ms(figures['full_median'])} ms, p95 {ms(p95(full))} ms."
    )
    return text, figures


def command_time(argv: Sequence[str], repeat: int, cwd: Path = ROOT) -> tuple[float, int]:
    """Median wall time of a command line, and its peak memory (KiB) as the OS reports it."""
    return command_times([(argv, cwd)], repeat)[0]


def command_times(commands: Sequence[tuple[Sequence[str], Path]], repeat: int) -> list[tuple[float, int]]:
    """For each (command line, folder), the median wall time and the peak memory (KiB).

    The commands take turns, run by run, so that drift in the machine's speed
    reaches them all alike.
    """
    probe = (
        "import resource, subprocess, sys, time\n"
        "start = time.perf_counter()\n"
        "done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)\n"
        "print(time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.returncode)\n"
    )
    # As installed by pip, modules come with compiled bytecode; let the warm-up run write it
    # even where PYTHONDONTWRITEBYTECODE is set, so both tools are timed as users run them.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times: list[list[float]] = [[] for _ in commands]
    peaks = [0 for _ in commands]
    for attempt in range(repeat + 1):
        for i, (argv, cwd) in enumerate(commands):
            out = subprocess.run(
                [sys.executable, "-c", probe, *argv], capture_output=True, text=True, cwd=cwd, check=True, env=env
            )
            if attempt == 0:
                continue
            seconds, rss, code = out.stdout.split()
            if code not in ("0", "1"):
                raise SystemExit(f"{' '.join(argv)} failed with exit code {code}")
            times[i].append(float(seconds))
            peaks[i] = max(peaks[i], int(rss))
    return [(statistics.median(t), peak) for t, peak in zip(times, peaks)]


def wordfinder_command() -> list[str]:
    """The installed console script."""
    script = Path(sys.executable).parent / "wordfinder"
    return [str(script)] if script.exists() else [sys.executable, "-m", "wordfinder"]


def import_profile(top: int = 8) -> tuple[str, float]:
    """The modules the CLI's find path imports, most expensive first (``-X importtime``)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for _ in range(2):  # the first run may compile and write the bytecode
        out = subprocess.run(
            [sys.executable, "-X", "importtime", "-c", "import wordfinder.cli.entry"],
            capture_output=True, text=True, check=True, env=env,
        )
    entries = [
        (int(found[1]), found[2])
        for line in out.stderr.splitlines()
        if (found := re.match(r"import time:\s+(\d+) \|\s+\d+ \| *(\S+)", line))
    ]
    total = sum(own for own, _ in entries)
    rows = [(name, f"{own / 1000:.1f}") for own, name in sorted(entries, reverse=True)[:top]]
    return table(["module (self time)", "ms"], rows), total / 1e6


def cli_benchmark(original: Path | None, repeat: int) -> tuple[str, dict[str, float]]:
    """Whole-process wall time of a typical query, ours and the original's."""
    commands = [([*wordfinder_command(), *TYPICAL], ROOT), ([sys.executable, "-c", "pass"], ROOT)]
    if original:
        commands.append(([sys.executable, str(original / "wordle.py"), *TYPICAL], ROOT))
    (ours, ours_rss), (bare, _), *others = command_times(commands, repeat)
    imports, total_import = import_profile()
    figures = {"cli": ours, "imports": total_import}
    rows = [("wordfinder (this project)", ms(ours), ours_rss // 1024), ("python -c pass", ms(bare), "")]
    if original:
        [(theirs, theirs_rss)] = others
        figures["original_cli"] = theirs
        rows.append(("seed 004's wordle.py", ms(theirs), theirs_rss // 1024))
    text = table(["command: `... " + " ".join(TYPICAL) + "`", "median wall ms", "peak RSS MiB"], rows)
    text += (
        f"\n\nMedian of {repeat} runs each, after a warm-up run that lets Python write bytecode "
        "(pip does that at install time; this machine sets PYTHONDONTWRITEBYTECODE, which would "
        f"otherwise recompile every module on every run). The find path imports {total_import * 1000:.0f} ms of modules "
        "(`python -X importtime -c 'import wordfinder.cli.entry'`, self times summed); the largest:\n\n" + imports
    )
    return text, figures


def explain_benchmark(original: Path | None, repeat: int) -> tuple[str, dict[str, float]]:
    """Whole-process wall time of explaining every word of the bundled list, ours against
    seed 004's ``-x`` (its explanation of the first N words) in the same run."""
    commands = [([*wordfinder_command(), "--explain", *TYPICAL], ROOT)]
    if original:
        commands.append(([sys.executable, str(original / "wordle.py"), *TYPICAL, "-x", "15000"], ROOT))
    (ours, _), *others = command_times(commands, repeat)
    figures = {"explain": ours}
    rows = [("`wordfinder --explain " + " ".join(TYPICAL) + "` (14,855 words)", ms(ours))]
    if original:
        [(theirs, _)] = others
        figures["original_explain"] = theirs
        rows.append(("seed 004 `wordle.py ... -x 15000` (the same 14,855 words)", ms(theirs)))
    text = table(["explanation of the whole bundled list, whole process", "median wall ms"], rows)
    return text + (
        "\n\nSeed 004's explanation tests each word against its aggregate facts (and is wrong "
        "where letters repeat); ours gives each guess's own reasons, exact by replay."
    ), figures


def suggest_benchmark(repeat: int) -> tuple[str, dict[str, float]]:
    """Whole-process wall time of `wordfinder suggest` with no pairs, and after one guess."""
    lines = [["suggest"], ["suggest", "TARSE=.a..e"]]
    results = command_times([([*wordfinder_command(), *argv], ROOT) for argv in lines], repeat)
    figures = {"suggest_opening": results[0][0], "suggest_one": results[1][0]}
    rows = [(f"`wordfinder {' '.join(argv)}`", ms(seconds)) for argv, (seconds, _) in zip(lines, results)]
    return table(["command (default strategy: optimal)", "median wall ms"], rows), figures


def synthetic_words(count: int, rng: random.Random) -> list[str]:
    """``count`` distinct words of 5 to 8 letters, letters drawn by English frequency."""
    letters, weights = list(FREQUENCIES), list(FREQUENCIES.values())
    words: set[str] = set()
    while len(words) < count:
        words.update("".join(rng.choices(letters, weights, k=rng.randint(5, 8))) for _ in range(count - len(words)))
    return sorted(words)


def scale_benchmark(sizes: Sequence[int], repeat: int) -> tuple[str, dict[str, float]]:
    """find as the word list grows, for a loose and a tight history, and the trie's memory."""
    import tracemalloc

    rows, figures = [], {}
    rng = random.Random(2026)
    for size in sizes:
        words = synthetic_words(size, rng)
        fives = [w for w in words if len(w) == 5]
        gc.collect()
        tracemalloc.start()
        start = time.perf_counter()
        trie = Trie(words)
        build = time.perf_counter() - start
        memory = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        secret = rng.choice(fives)
        guesses = rng.sample(fives, 4)
        tight = tuple(GuessScore(score(g, secret)) for g in guesses)
        row = [f"{size:,}", f"{len(fives):,}", f"{build:.2f}", f"{memory / 2**20:.0f}"]
        for history in (tight[:1], tight):
            found = find(history, trie)
            naive = median_time(lambda h=history: replay(h, fives), 1)
            assert found == sorted(replay(history, fives))
            ours = median_time(lambda h=history: find(h, trie), repeat)
            row += [f"{ms(ours)} ({len(found)})", f"{ms(naive)}"]
        figures[f"build{size}"] = build
        figures[f"memory{size}"] = memory
        rows.append(row)
        del trie
    text = table(
        ["words", "5-letter", "trie build s", "trie MiB", "find 1 guess ms (found)", "replay 1 guess ms",
         "find 4 guesses ms (found)", "replay 4 guesses ms"],
        rows,
    )
    return text, figures


def million_cli(repeat: int) -> tuple[str, dict[str, float]]:
    """The command line loading a 1,000,000-word file and answering a tight query."""
    rng = random.Random(1)
    words = synthetic_words(1_000_000, rng)
    fives = [w for w in words if len(w) == 5]
    secret = rng.choice(fives)
    pairs = [f"{g}={score(g, secret)}" for g in rng.sample(fives, 4)]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "million.txt"
        path.write_text("\n".join(words) + "\n", encoding="utf-8")
        seconds, rss = command_time([*wordfinder_command(), "--word-file", str(path), *pairs], repeat)
    text = (
        f"`wordfinder --word-file million.txt {' '.join(pairs)}` (1,000,000 words, {len(fives):,} of 5 letters): "
        f"median {seconds:.2f} s wall over {repeat} runs, peak RSS {rss // 1024} MiB."
    )
    return text, {"million": seconds}


def original_module(original: Path):
    """Seed 004's finder, imported from ``original/wordle.py``."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("original_wordle", original / "wordle.py")
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(original))
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def original_finder(original: Path, words: Sequence[str]) -> Callable[[GameRecord], list[str]]:
    """Seed 004's way of finding a game's candidates: parse the pairs, optimise the mask,
    filter the list with a regex of the mask, then test each word with ``find_eligible``."""
    module = original_module(original)
    vocabulary = list(words)

    def find_theirs(game: GameRecord) -> list[str]:
        made = [module.GuessScore.make(str(p)) for p in game.pairs]
        parsed = module.WordleGuesses.parse(made)
        parsed.optimize()
        candidates = vocabulary
        if any(parsed.mask):
            pattern = re.compile("".join(m or "." for m in parsed.mask))
            candidates = [w for w in vocabulary if pattern.fullmatch(w)]
        return parsed.find_eligible(candidates)

    return find_theirs


def games_benchmark(original: Path | None, repeat: int) -> tuple[str, dict[str, float]]:
    """1,284 recorded games: find per game and the score command, ours against the original's."""
    lines = player_games(1284, seed=616)
    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.md"
        path.write_text("# Games\n\n" + "\n".join(lines) + "\n", encoding="utf-8")
        games = read_games([path])
        words = bundled(ALLOWED)
        trie = Trie(words)
        texts = {id(game): [str(p) for p in game.pairs] for game in games}  # what a caller has: text
        finders = {
            "ours": lambda game: find(texts[id(game)], trie),
            "ours_list": lambda game: find(texts[id(game)], words),
        }
        if original:
            finders["theirs"] = original_finder(original, words)
        for finder in finders.values():
            finder(games[-1])
        # Two orders in one run, each on half the games (every game is timed once per finder:
        # a finder's memory of earlier games, an opening pair met before, counts; a repeat of
        # the same game does not). The even games in runs of RUN games per finder, the
        # finders' order shuffled for each run, as a replay loop calls one finder game after
        # game: the headline figures. The odd games game by game, the finders in a shuffled
        # order, so that each call meets the caches another finder left (a cold start for the
        # interpreter as much as for the data): reported beside them.
        times = _timed(games[0::2], finders, RUN)
        cold = _timed(games[1::2], finders, 1)
        ours, ours_list = times["ours"], times["ours_list"]
        figures["find_game"] = statistics.median(ours)
        figures["find_game_list"] = statistics.median(ours_list)

        def row(label: str, name: str) -> tuple[str, str, str, str]:
            return (label, ms(statistics.median(times[name])), ms(sum(times[name])), ms(statistics.median(cold[name])))

        rows = [
            row("wordfinder `find(text pairs, word list)`", "ours_list"),
            row("wordfinder `find(text pairs, prebuilt Trie)`", "ours"),
        ]
        score_ours, _ = command_time([*wordfinder_command(), "score", str(path)], repeat)
        figures["score"] = score_ours
        score_rows = [("`wordfinder score games.md`", f"{score_ours:.2f}")]
        if original:
            theirs = times["theirs"]
            wrong = sum(finders["theirs"](g) != find(g.pairs, trie) for g in games)
            figures["original_find_game"] = statistics.median(theirs)
            rows.append(row("seed 004 `find_eligible` (regex prefilter, optimised mask)", "theirs"))
            figures["find_ratio"] = statistics.median(theirs) / statistics.median(ours)
            figures["find_list_ratio"] = statistics.median(theirs) / statistics.median(ours_list)
            figures["cold_ratio"] = statistics.median(cold["theirs"]) / statistics.median(cold["ours"])
            figures["cold_list_ratio"] = statistics.median(cold["theirs"]) / statistics.median(cold["ours_list"])
            figures["original_wrong"] = wrong
            score_theirs, _ = command_time([sys.executable, str(original / "score.py"), str(path)], repeat, cwd=original)
            figures["original_score"] = score_theirs
            score_rows.append(("seed 004 `score.py games.md`", f"{score_theirs:.2f}"))
    text = (
        "A games file of 1,284 records, generated reproducibly (a player who opens with a common "
        "word and then guesses among the answers still possible), replayed in one run by both tools.\n\n"
        + table(["finder, one call per game (whole history)", f"median ms (runs of {RUN})", "total ms",
                 "median ms (game by game)"], rows)
        + "\n\n" + table(["replay command, whole process", "median wall s"], score_rows)
    )
    if original:
        text += (
            f"\n\nGiven text pairs and the word list, as the README calls it, our find is "
            f"{figures['find_list_ratio']:.0f}x the original's speed per game; with a prebuilt trie, "
            f"{figures['find_ratio']:.0f}x (game by game, alternating with the original: "
            f"{figures['cold_list_ratio']:.0f}x and {figures['cold_ratio']:.0f}x); the score command "
            f"{figures['original_score'] / figures['score']:.1f}x. The original finder's answers differ from "
            f"replay on {figures['original_wrong']} of the 1,284 histories (it is not exact)."
        )
    return text, figures


RUN = 64  # games a finder is timed on in a row


def _timed(games: Sequence[GameRecord], finders: dict[str, Callable], run: int) -> dict[str, list[float]]:
    """Each finder's time on each game, the games taken ``run`` at a time per finder."""
    times: dict[str, list[float]] = {name: [] for name in finders}
    order, shuffle = list(finders), random.Random(616).shuffle
    for first in range(0, len(games), run):
        shuffle(order)
        for name in order:
            finder, spent = finders[name], times[name]
            for game in games[first : first + run]:
                start = time.perf_counter()
                finder(game)
                spent.append(time.perf_counter() - start)
    return times


def find_profile(trie: Trie, top: int = 8) -> str:
    """Where find spends its time over the recorded histories (cProfile, top functions by own time)."""
    histories = [g.pairs[:n] for g in read_games([ROOT / "games"]) if not (g.is_quantum or g.boards) for n in range(1, len(g.pairs) + 1)]
    profiler = cProfile.Profile()
    profiler.enable()
    for history in histories:
        find(history, trie)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    rows = []
    for (file, line, name), (_, calls, own, cumulative, _) in sorted(
        stats.stats.items(), key=lambda item: item[1][2], reverse=True
    )[:top]:
        where = f"{Path(file).name}:{line} {name}" if line else name  # line 0: a built-in
        rows.append((f"`{where}`", calls, f"{own * 1000:.0f}", f"{cumulative * 1000:.0f}"))
    return table(["function", "calls", "own ms", "cumulative ms"], rows)


# --- RESULTS.md -------------------------------------------------------------------


def write_section(text: str) -> None:
    """Replace the finder's section of RESULTS.md (other sections are left alone)."""
    block = f"{BEGIN}\n{text.strip()}\n{END}"
    current = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else "# Benchmark results\n"
    if BEGIN in current and END in current:
        before, rest = current.split(BEGIN, 1)
        after = rest.split(END, 1)[1]
        current = before + block + after
    else:
        current = current.rstrip() + "\n\n" + block + "\n"
    RESULTS.write_text(current, encoding="utf-8")


def verdict(met: bool, what: str) -> str:
    """A target line."""
    return f"- {'met' if met else '**missed**'}: {what}"


def main() -> None:
    """Run every finder benchmark and rewrite RESULTS.md."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--original", type=Path, help="folder with seed 004's wordle.py and score.py")
    parser.add_argument("--quick", action="store_true", help="fewer repeats and no 1M-word runs (a smoke test)")
    options = parser.parse_args()
    repeat = 3 if options.quick else 15
    words = bundled(ALLOWED)
    start = time.perf_counter()
    trie = Trie(words)
    build = time.perf_counter() - start
    print("histories...", file=sys.stderr)
    histories, h = history_benchmark(trie, words, options.quick)
    print("command line...", file=sys.stderr)
    cli, c = cli_benchmark(options.original, repeat)
    print("explain and suggest...", file=sys.stderr)
    explained, e = explain_benchmark(options.original, 5 if not options.quick else 1)
    suggested, u = suggest_benchmark(repeat)
    print("1,284 games...", file=sys.stderr)
    games, g = games_benchmark(options.original, 3 if not options.quick else 1)
    print("scale...", file=sys.stderr)
    sizes = (10_000, 100_000) if options.quick else (10_000, 100_000, 1_000_000)
    scale, s = scale_benchmark(sizes, 3 if options.quick else 7)
    million, m = ("(skipped with --quick)", {}) if options.quick else million_cli(5)
    profile = find_profile(trie)
    multi = min(h[f"ratio{n}"] for n in range(2, 7) if f"ratio{n}" in h)
    targets = [
        verdict(multi >= 30, f"find at least 30x the naive replay filter on multi-guess histories (smallest: {multi:.0f}x)"),
        verdict(h["full_median"] < 0.0005, f"find median under 0.5 ms per recorded game ({ms(h['full_median'])} ms)"),
        verdict(c["cli"] < 0.1, f"CLI under 100 ms wall for a typical query ({ms(c['cli'])} ms)"),
        verdict(u["suggest_opening"] < 0.06, f"`wordfinder suggest` under 60 ms wall ({ms(u['suggest_opening'])} ms)"),
        verdict(u["suggest_one"] < 0.3, f"`wordfinder suggest TARSE=.a..e` under 0.3 s wall ({ms(u['suggest_one'])} ms)"),
    ]
    if m:
        targets.append(verdict(m["million"] < 0.2, f"1M-word list loaded and a tight query answered under 0.2 s ({m['million']:.2f} s)"))
    if "find_ratio" in g:
        targets.append(verdict(g["find_list_ratio"] >= 25, f"find(text pairs, word list) at least 25x seed 004's per game ({g['find_list_ratio']:.0f}x)"))
        targets.append(verdict(g["find_ratio"] >= 100, f"find(text pairs, prebuilt trie) at least 100x seed 004's per game ({g['find_ratio']:.0f}x)"))
        targets.append(verdict(c["cli"] < 0.6 * c["original_cli"], f"CLI start-up under 0.6x seed 004's wall time ({ms(c['cli'])} vs {ms(c['original_cli'])} ms: {c['cli'] / c['original_cli']:.2f}x)"))
        targets.append(verdict(e["explain"] * 2 <= e["original_explain"], f"--explain over the bundled list at least 2x faster than seed 004's -x ({ms(e['explain'])} vs {ms(e['original_explain'])} ms)"))
        targets.append(verdict(
            g["score"] < 1 and g["original_score"] / g["score"] >= 4,
            f"score: 1,284 games under 1 s and at least 4x seed 004's score.py "
            f"({g['score']:.2f} s vs {g['original_score']:.2f} s)",
        ))
    sections = [
        "## The finder",
        f"Machine: {machine()}. Regenerate with `python benchmarks/run.py --original DIR` "
        "(see the script's docstring); `--quick` is a smoke test.",
        "### Targets\n\n" + "\n".join(targets),
        f"### find per history, 14,855 words\n\nThe trie of the bundled list is built once ({build * 1000:.0f} ms). "
        "Histories are every prefix of the classic games in `games/` (one board); each find is the median of 5 calls, "
        "and the naive replay filter (score every word against every guess) is timed once on each of the "
        "same histories and checked equal to find.\n\n" + histories,
        "### Command line\n\n" + cli,
        "### Explaining the whole list\n\n" + explained,
        "### Suggestions\n\n" + suggested,
        "### 1,284 recorded games against seed 004's finder\n\n" + games,
        "### Scale: synthetic word lists\n\nWords of 5 to 8 letters drawn by English letter frequency; the "
        "trie holds every word, the queries ask for 5 letters. Memory is what tracemalloc sees allocated "
        "for the trie.\n\n" + scale + "\n\n" + million,
        "### Where find spends its time\n\ncProfile over every prefix of the games in `games/`:\n\n" + profile,
        (ROOT / "benchmarks" / "NOTES.md").read_text(encoding="utf-8").strip(),
    ]
    write_section("\n\n".join(sections))
    print("\n".join(targets))
    print(f"wrote {RESULTS.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
