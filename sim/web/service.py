"""What the page's API does, as plain functions over sim's own: the games (built in, and the
game files of the server's folder), a game's facts, an odds answer with what is wild, runs and
comparisons as jobs, and the run folders under the results folder.

Every name a request gives is checked here before any work: a game file is named by its file
name in the game-file folder and nothing else, and a run folder by its two names under the
results folder, so no request reaches a file outside those two folders.
"""
import dataclasses
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import UserError

_FILE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,80}\.toml")
_FOLDER_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,120}")
SIDE_BY_SIDE = ("volatility", "winner_category")  # the charts a comparison shows where it can
_SHOWN_FILES = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,120}\.(png|md|json|csv|parquet)")


@dataclass
class Limits:
    """What one request may ask for."""

    run_trials: int = 10**9       # deals a run or a comparison's game
    run_seconds: float = 600.0    # a job's seconds, then it ends as a partial result
    odds_trials: int = 10**7      # sampled completions of an odds question
    odds_min_ci: float = 0.001    # the narrowest --until-ci an odds question may ask for
    body_bytes: int = 64 * 1024   # a request's body
    jobs_running: int = 1
    jobs_queued: int = 8


class Service:
    def __init__(self, results="results", games_dir=None, limits=None, threads=None):
        from .jobs import Jobs

        self.results = Path(results).resolve()
        self.games_dir = Path(games_dir).resolve() if games_dir else None
        self.limits = limits or Limits()
        self.jobs = Jobs(running=self.limits.jobs_running,
                         queued=self.limits.jobs_queued, max_seconds=self.limits.run_seconds,
                         threads=threads)

    # -- games ------------------------------------------------------------------------------
    def spec_text(self, text):
        """A request's game spec with a game file's name turned into its path in the game-file
        folder; a one-line error for any other path."""
        if not isinstance(text, str) or not text.strip() or len(text) > 400:
            raise UserError("give a game: an id such as texas-holdem, or id(key=value,...)")
        head, paren, rest = text.strip().partition("(")
        head = head.strip()
        if head.lower().endswith(".toml") or any(c in head for c in "/\\") or ".." in head:
            if self.games_dir is None:
                raise UserError(f"{head!r}: this server has no game-file folder (serve --games DIR)")
            if not _FILE_NAME.fullmatch(head) or ".." in head:
                raise UserError(f"{head!r}: name a game file of the server's folder by its file "
                                "name alone, such as house.toml")
            path = self.games_dir / head
            if not path.is_file():
                raise UserError(f"{head!r}: no such game file in the server's folder")
            head = str(path)
        return head + paren + rest

    def variant(self, text):
        from ..spec.game_spec import parse_spec

        return parse_spec(self.spec_text(text))

    def games(self):
        """Every game: the built-in ones, then the folder's files (a broken one with its error)."""
        from ..spec.game_spec import all_variants, get_variant

        rows = [self._game_row(v) for v in all_variants()]
        for path in sorted(self.games_dir.glob("*.toml")) if self.games_dir else ():
            if not _FILE_NAME.fullmatch(path.name):
                continue
            try:
                v = get_variant(str(path))
            except UserError as e:
                rows.append({"id": path.name, "file": path.name, "name": path.name, "family": "file",
                             "error": str(e).replace(str(self.games_dir) + os.sep, "")})
                continue
            rows.append(dict(self._game_row(v), file=path.name))
        return rows

    @staticmethod
    def _game_row(v):
        return {"id": v.id, "name": v.name, "family": v.family, "players": list(v.players),
                "default_players": v.default_players, "summary": v.summary,
                "aliases": list(v.aliases), "odds": v.odds_cards().deal or None, "wild": v.wild}

    def game(self, text):
        """A game's facts: its rules in prose, options, decisions and what odds takes."""
        from ..spec.game_check import rules_lines

        v, given = self.variant(text)
        v.resolve_options(given)
        cards = v.odds_cards()
        return dict(self._game_row(v), rules=v.rules.strip(), show="\n".join(rules_lines(v)),
                    options=[{"name": o.name, "default": o.default, "help": o.help,
                              "kind": o.kind.__name__, "choices": list(o.choices),
                              "low": o.low, "high": o.high} for o in v.options],
                    decisions=[{"name": d.name, "help": d.help, "policies": d.policies}
                               for d in v.decisions],
                    metrics=list(v.metrics),
                    odds_cards={"deal": cards.deal, "hole": cards.hole, "ranges": cards.ranges,
                                "street_letters": self._stud_streets(v) if cards.deal == "stud" else None})

    @staticmethod
    def _stud_streets(v):
        """The streets of a stud game as letters (d down, u up), where its file says them."""
        if v.game_file is None:
            return None
        return v.game_file.base["deal"]["streets"].replace(" ", "")

    def check(self, text):
        """`simpoker check` on a posted file's text, which is neither written nor remembered."""
        from ..spec.game_check import check_lines
        from ..spec.game_source import load_text, parse_toml

        if not isinstance(text, str) or not text.strip():
            raise UserError("give the game file's text")
        doc = parse_toml(text, "posted file")
        base = doc.get("extends")
        if isinstance(base, str) and (any(c in base for c in "/\\") or base.startswith(".")):
            raise UserError(f"posted file: extends: {base!r}: a posted file may extend a shipped "
                            "game or a file of the server's folder, by name")
        if isinstance(base, str) and base.lower().endswith(".toml") and self.games_dir is None:
            raise UserError(f"posted file: extends: {base!r}: this server has no game-file folder")
        v = load_text(text, "posted file", self.games_dir or Path("."))
        return {"id": v.id, "lines": check_lines(v)}

    # -- odds -------------------------------------------------------------------------------
    def odds(self, req):
        from ..games.wild_now import wild_now
        from ..spec.game_spec import resolve_choices
        from ..studies.odds_answer import odds

        lim = self.limits
        if req.get("trials") is not None and not 1 <= int(req["trials"]) <= lim.odds_trials:
            raise UserError(f"trials {req['trials']:,} is outside 1..{lim.odds_trials:,} on this server")
        if req.get("until_ci") is not None and not lim.odds_min_ci <= req["until_ci"] <= 0.5:
            raise UserError(f"until_ci {req['until_ci']:g} is outside {lim.odds_min_ci:g}..0.5 on this server")
        v, given = self.variant(req["game"])
        opts, pols = resolve_choices(v, given, req.get("options"), req.get("policies"))
        answer = odds(v, req.get("hands") or [], board=req.get("board") or None,
                      dead=req.get("dead") or None, players=req.get("players"),
                      exact=req.get("exact"), trials=req.get("trials"), seed=req.get("seed", 1),
                      until_ci=req.get("until_ci"), options=opts, policies=pols,
                      ranges=req.get("ranges") or [])
        answer["wild"] = wild_now(v, opts, pols, req.get("hands") or [])
        answer["fair_share"] = 1 / answer["players"]
        return answer

    # -- runs -------------------------------------------------------------------------------
    def _trials(self, given):
        from ..engine.runner import parse_trials

        trials = parse_trials(given if given is not None else 10**6)
        if trials > self.limits.run_trials:
            raise UserError(f"trials {trials:,} is past this server's cap of "
                            f"{self.limits.run_trials:,} deals a job")
        return trials

    def start_run(self, req):
        from ..engine.runner import resolve, run, until_ci_width

        spec = self.spec_text(req["game"])
        variant, opts, pols, players = resolve(spec, req.get("players"), req.get("options") or {},
                                               req.get("policies") or {})
        until_ci = req.get("until_ci")
        if until_ci is not None and req.get("trials") is not None:
            raise UserError("give trials or until_ci, not both")
        if until_ci is not None:
            until_ci = until_ci_width(until_ci)
            trials = None
        else:
            trials = self._trials(req.get("trials"))
        seed = int(req.get("seed", 1))
        label = variant.spec_string(opts)

        def work(job):
            job.target = trials
            result = run(spec, players=players, trials=trials, seed=seed, options=opts,
                         policies=pols, until_ci=until_ci, out=str(self.results), plots=True,
                         threads=self.jobs.threads, stop=job.stop, on_progress=self.jobs.progress(job))
            job.done = result.trials
            job.folder = os.path.relpath(result.run_dir, self.results) if result.run_dir else None
            job.result = _run_view(result.to_dict(), job.folder, result.run_dir)
            if not result.complete:
                job.state = "partial"

        request = {"game": req["game"], "players": players, "trials": trials, "until_ci": until_ci,
                   "seed": seed, "options": opts, "policies": pols}
        return self.jobs.submit("run", request, label, work)

    def start_compare(self, req):
        from ..studies.compare import check_compare, compare

        games = req.get("games") or []
        if not 2 <= len(games) <= 8:
            raise UserError("compare two to eight games")
        specs = [self.spec_text(g) for g in games]
        metric = check_compare(specs, req.get("players"), req.get("metric") or None)
        trials = self._trials(req.get("trials"))
        seed = int(req.get("seed", 1))

        def work(job):
            from ..engine.runner import new_run_dir

            job.target = trials * len(specs)
            c = compare(specs, metric=metric, players=req.get("players"),
                        trials=trials, seed=seed, threads=self.jobs.threads, stop=job.stop,
                        on_progress=self.jobs.progress(job))
            folder = None
            if c.results:
                folder = new_run_dir(str(self.results), "compare", seed)
                c.write(folder)
                job.folder = os.path.relpath(folder, self.results)
                # the volatility and winning-hand charts side by side, where every game has both
                for other in SIDE_BY_SIDE:
                    if other != c.metric and all(other in r.json_tables for r in c.results.values()):
                        dataclasses.replace(c, metric=other).write(folder)
            job.result = dict(c.to_dict(), titles=c.titles(), folder=job.folder,
                              charts=sorted(f for f in os.listdir(folder) if f.endswith(".png"))
                              if folder else [])
            if not c.complete:
                job.state = "partial"

        request = {"games": games, "metric": metric, "players": req.get("players"),
                   "trials": trials, "seed": seed}
        return self.jobs.submit("compare", request, " vs ".join(games), work)

    # -- the results folder -----------------------------------------------------------------
    def folder(self, game, stamp):
        """A run folder under the results folder, named by its two parts; KeyError if none."""
        for part in (game, stamp):
            if not _FOLDER_PART.fullmatch(part or "") or ".." in part:
                raise KeyError(f"{game}/{stamp}")
        path = (self.results / game / stamp).resolve()
        if self.results not in path.parents or not path.is_dir():
            raise KeyError(f"{game}/{stamp}")
        return path

    def earlier_runs(self, limit=200):
        """The run folders under the results folder, newest first."""
        rows = []
        if not self.results.is_dir():
            return rows
        for summary in self.results.glob("*/*/summary.json"):
            try:
                doc = json.loads(summary.read_text())
            except (OSError, ValueError):
                continue
            folder = os.path.relpath(summary.parent, self.results)
            rows.append({"folder": folder, "spec": doc.get("spec"), "players": doc.get("players"),
                         "trials": doc.get("trials"), "seed": doc.get("seed"),
                         "complete": doc.get("complete"), "when": summary.stat().st_mtime})
        rows.sort(key=lambda r: r["when"], reverse=True)
        return rows[:limit]

    def run_report(self, game, stamp):
        path = self.folder(game, stamp)
        summary = path / "summary.json"
        if not summary.is_file():
            raise KeyError(f"{game}/{stamp}")
        return _run_view(json.loads(summary.read_text()), f"{game}/{stamp}", path)

    def run_file(self, game, stamp, name):
        path = self.folder(game, stamp)
        if not _SHOWN_FILES.fullmatch(name or ""):
            raise KeyError(name)
        target = (path / name).resolve()
        if target.parent != path or not target.is_file():
            raise KeyError(name)
        return target


def _run_view(summary, folder, path):
    """A run's summary as the page shows it: its tables, its charts and whether it is partial."""
    charts = sorted(f for f in os.listdir(path) if f.endswith(".png")) if path else []
    view = {k: v for k, v in summary.items() if k != "run_dir"}
    view.update(folder=folder, charts=charts, partial=not summary.get("complete", False))
    return view
