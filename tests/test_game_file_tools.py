"""A player's own game file: `simpoker new` writes a driver game's file that reads back to the same
game, a file may extend a game and change only what differs, `simpoker check` says what it plays
on, a run keeps the file and refuses to resume once it changed, and every malformed file gets one
line naming the file, the line and the key, exit 2, and no folder."""
import json
import os

import numpy as np
import pytest

import sim
from sim.spec.game_source import load_game_path, load_text, self_contained_text
from sim.spec.game_writer import game_file_text, house_variation_text
from sim.spec.toml_lines import key_lines
from tests.cli_calls import one_error_line, run_cli
from tests.test_game_files import HOUSE_GAME

DRIVER_GAMES = [v for v in sim.all_variants() if v.game_file is not None]


def test_every_driver_game_is_shipped_as_a_file():
    assert len(DRIVER_GAMES) >= 28


@pytest.mark.parametrize("game", DRIVER_GAMES, ids=lambda v: v.id)
def test_new_writes_a_file_that_reads_back_to_the_same_game(game):
    text = game_file_text(game)
    mine = load_text(text, "new.toml")
    assert mine.id == f"my-{game.id}" and mine.rules == game.rules
    assert mine.options == game.options and mine.decisions == game.decisions
    assert mine.players == game.players and mine.metrics == game.metrics
    for opts in [{}] + [{o.name: not o.default} for o in game.options if o.kind is bool]:
        a = game.game_file.rules_for(game.resolve_options(opts), {})
        b = mine.game_file.rules_for(mine.resolve_options(opts), {})
        assert a == b, opts
    # every key is commented: a key's line follows a comment (an option's settings a value,
    # one line each, follow the first)
    lines = text.splitlines()
    key_at = {n for path, n in key_lines(text).items() if not lines[n - 1].startswith("[")}
    for n in sorted(key_at):
        above = lines[n - 2]
        assert above.startswith("#") or n - 1 in key_at and "." in lines[n - 1].split("=")[0], lines[n - 1]


def test_new_and_check_on_the_command_line(capsys, tmp_path):
    code, out, err = run_cli(capsys, "new", "Follow the Queen", "--id", "queens-and-fours")
    assert code == 0 and 'id = "queens-and-fours"' in out and "# [extra_card]" in out
    path = tmp_path / "queens-and-fours.toml"
    path.write_text(out.replace('# [extra_card]   (not used: every key at its default)\n# ranks = []',
                                '[extra_card]\nranks = ["4"]'), encoding="utf-8")
    code, out, err = run_cli(capsys, "check", str(path))
    assert code == 0, err
    assert out.startswith(f"ok: {path} is a valid game file")
    assert "driver: stud" in out and "7 players: 43 of the deck's 52 cards" in out
    assert "odds:" in out and "Seven-card stud" in out
    code, out, err = run_cli(capsys, "new", "hot-tuna")
    assert code == 2 and "kernel of its own" in one_error_line(err)
    code, out, err = run_cli(capsys, "new", "texas-holdem", "--id", "Not An Id")
    assert code == 2 and "invalid --id" in one_error_line(err)
    code, out, err = run_cli(capsys, "check", "texas-holdem")
    assert code == 2 and "reads a game file" in one_error_line(err)


def test_a_file_that_extends_a_game_and_changes_nothing_counts_as_that_game(tmp_path):
    path = tmp_path / "same.toml"
    path.write_text(house_variation_text(sim.get_variant("yanqui-baseball"), "my-yanqui"),
                    encoding="utf-8")
    mine = sim.run(str(path), players=5, trials=16384, seed=11, write=False, plots=False, threads=1)
    base = sim.run("yanqui-baseball", players=5, trials=16384, seed=11, write=False, plots=False,
                   threads=1)
    assert (mine.counts == base.counts).all()


def test_a_house_variation_in_three_lines(tmp_path):
    path = tmp_path / "fours.toml"
    path.write_text('extends = "follow-the-queen"\nid = "queen-and-fours"\n'
                    '[extra_card]\nranks = ["4"]\n', encoding="utf-8")
    game = load_game_path(str(path))
    assert game.name == "queen-and-fours" and "extra_card.ranks" in game.rules
    assert game.game_file.rules_for({"queens_wild": False}, {})["extra_card"]["ranks"] == ["4"]
    # a file extending a file, by a path relative to it
    (tmp_path / "more.toml").write_text('extends = "fours.toml"\nid = "queen-fours-sixes"\n'
                                        '[extra_card]\nranks = ["4", "6"]\n', encoding="utf-8")
    more = load_game_path(str(tmp_path / "more.toml"))
    assert more.game_file.rules_for({"queens_wild": False}, {})["wild"]["ranks"] == ["Q"]
    assert more.game_file.rules_for({"queens_wild": False}, {})["extra_card"]["ranks"] == ["4", "6"]
    # written whole, it reads alone, as the same game
    alone = load_text(self_contained_text(more), "alone.toml")
    assert alone.digest == more.digest


def test_a_run_keeps_its_game_file_and_resume_refuses_a_changed_one(tmp_path):
    path = tmp_path / "house.toml"
    path.write_text(HOUSE_GAME, encoding="utf-8")
    part = sim.run(str(path), players=3, trials=200_000, seed=2, out=str(tmp_path / "runs"),
                   plots=False, threads=1, _stop_after_chunks=1)
    assert not part.complete
    run_dir = part.run_dir
    kept = json.load(open(os.path.join(run_dir, "checkpoint.json")))["meta"]["game_file"]
    assert kept["digest"] == load_game_path(str(path)).digest
    assert load_game_path(os.path.join(run_dir, "game.toml")).digest == kept["digest"]

    path.write_text(HOUSE_GAME.replace('ranks = ["4"]', 'ranks = ["4", "6"]'), encoding="utf-8")
    with pytest.raises(sim.UserError, match="changed since"):
        sim.run(None, resume=run_dir)
    path.write_text(HOUSE_GAME, encoding="utf-8")  # put back: the run finishes as if never stopped
    done = sim.run(None, resume=run_dir, threads=1)
    whole = sim.run(str(path), players=3, trials=200_000, seed=2, write=False, threads=1)
    assert done.complete and (done.counts == whole.counts).all()
    path.unlink()  # gone: the run's own copy stands in
    again = sim.run(None, resume=run_dir, trials=250_000, threads=1, plots=False)
    assert again.trials == 250_000


# A house game with each thing wrong that a player can get wrong: (what, the change to
# HOUSE_GAME, a piece of the one line, whether that line names a line of the file)
MALFORMED = [
    ("unknown top key", ('name = "Follow the King"', 'namee = "Follow the King"'), "namee: unknown section or key; did you mean name?"),
    ("unknown section", ("[wild]", "[wilds]"), "wilds: unknown section or key; did you mean wild?"),
    ("unknown key", ('streets = "d d u u u u d"', 'streets = "d d u u u u d"\nstreats = 3'), "deal.streats: unknown key; did you mean streets?"),
    ("text for a number", ("least = 2", 'least = "two"'), "seats.least: expected a whole number"),
    ("a number for text", ('streets = "d d u u u u d"', "streets = 7"), "deal.streets: expected text"),
    ("text for a list", ('ranks = ["K"]', 'ranks = "K"'), "wild.ranks: expected a list"),
    ("a list of numbers", ('ranks = ["K"]', "ranks = [13]"), "wild.ranks: expected a list of text"),
    ("a misspelt value", ('rule = "follows"', 'rule = "folows"'), "did you mean follows?"),
    ("seats out of range", ("most = 7", "most = 40"), "seats.most: 40 is out of range"),
    ("jokers out of range", ("[wild]", "[deck]\njokers = 5\n\n[wild]"), "deck.jokers: 5 is out of range"),
    ("a huge whole number", ('streets = "d d u u u u d"', 'streets = "d d u u u u d"\nvolatility_every = 99999999999999999999999999'), "deal.volatility_every"),
    ("an infinite price", ('ranks = ["4"]', 'ranks = ["4"]\nprice = 1e400'), "extra_card.price: inf is out of range"),
    ("a negative price", ('ranks = ["4"]', 'ranks = ["4"]\nprice = -1'), "extra_card.price: -1.0 is out of range"),
    ("not a rank", ('ranks = ["K"]', 'ranks = ["X"]'), "wild.ranks: 'X' is not a rank"),
    ("not a street", ('streets = "d d u u u u d"', 'streets = "d d x u"'), "deal.streets: write a letter a street"),
    ("no streets", ('streets = "d d u u u u d"', 'streets = ""'), "deal.streets: write a letter a street"),
    ("too many streets", ('streets = "d d u u u u d"', 'streets = "d d u u u u u u u u d"'), "deal.streets: at most 9 streets"),
    ("judged after no street", ('streets = "d d u u u u d"', 'streets = "d d u u u u d"\nmeasure_from = 9'), "deal.measure_from"),
    ("a missing section key", ("most = 7\n", ""), "seats.most: missing"),
    ("seats out of order", ("default = 5", "default = 9"), "least <= default <= most"),
    ("an unknown driver", ('driver = "stud"', 'driver = "studd"'), "driver: 'studd' is not allowed"),
    ("the deck runs out", ('streets = "d d u u u u d"', 'streets = "d d u u u u u u d"'), "7 players need 57 cards"),
    ("more seats than the counters", ("most = 7", "most = 12"), "out of range"),
    ("more leader rounds than the counters", ('streets = "d d u u u u d"', 'streets = "d d u u u u d u u"\nmeasure_from = 1'), "the driver counts at most 8"),
    ("a flip before any down card", ('streets = "d d u u u u d"', 'streets = "f d u u u u d"'), "a d street comes before it"),
    ("a hand past the driver's rows", ('streets = "d d u u u u d"\n', 'streets = "u u u u u u u u u"\n'), "a hand can hold 18 cards"),
    ("a joker in a three-card hand", ("[wild]", "[deck]\njokers = 1\n\n[hand]\ncards = 3\n\n[wild]"), "deck.jokers: the driver scores a joker"),
    ("a joker in a long hand", ("[wild]", "[deck]\njokers = 1\n\n[wild]"), "this hand can hold 11"),
    ("a house hand past the seats", ('most = 7\ndefault = 5\n\n[deal]\nstreets = "d d u u u u d"', 'most = 10\ndefault = 5\n\n[deal]\nstreets = "d d u"\nhouse = true'), "are 11 hands"),
    ("bought cards past the shuffle", ('ranks = ["4"]', 'ranks = ["4", "5", "6", "7", "8"]'), "at 5 players a deal can take 20"),
    ("a joker in a diamonds pot", ('[extra_card]\nranks = ["4"]', '[extra_card]\nranks = []\n\n[deck]\njokers = 1\n\n[pot]\nside = "diamonds"'), "a joker has no suit"),
    ("a low split with wild cards", ("[extra_card]", '[pot]\nsplit = "high-low"\n\n[extra_card]'), "pot.split: the stud driver's low ignores wild cards"),
    ("a qualifier without a low", ("[extra_card]", '[pot]\nqualifier = "eight"\n\n[extra_card]'), "pot.qualifier: a low qualifier needs"),
    ("a section no driver of it has", ('driver = "stud"', 'driver = "draw"'), "extra_card: unknown section or key: the draw driver's sections"),
    ("a rule without its ranks", ('rule = "follows"\nranks = ["K"]', 'rule = "follows"'), "wild.ranks: the rule follows needs"),
    ("an option default of no kind", ("default = false", "default = [1]"), "options.kings_wild.default: expected"),
    ("an option setting an unknown key", ('"wild.always"', '"wild.allways"'), "wild.allways: unknown key; did you mean always?"),
    ("an option setting nothing", ('when.true = {"wild.always" = ["K"]}', "when.true = 3"), "options.kings_wild.when.true: expected a table"),
    ("a built-in game's id", ('id = "follow-the-king"', 'id = "baseball"'), "id: 'baseball' names a built-in game"),
    ("an id with spaces", ('id = "follow-the-king"', 'id = "Follow The King!"'), "an id is lower-case letters"),
    ("broken TOML", ("[seats]", "[seats"), "not a valid TOML file"),
    ("extending an unknown game", ('id = "follow-the-king"', 'extends = "folow-the-queen"\nid = "follow-the-king"'), "did you mean follow-the-queen?"),
    ("extending a game with its own kernel", ('id = "follow-the-king"', 'extends = "hot-tuna"\nid = "follow-the-king"'), "hot-tuna has a kernel of its own"),
    ("extending another driver's game", ('id = "follow-the-king"', 'extends = "texas-holdem"\nid = "follow-the-king"'), "differs from the 'community' driver"),
    ("extending a missing file", ('id = "follow-the-king"', 'extends = "nowhere.toml"\nid = "follow-the-king"'), "no game file"),
]
UNLINED = {"a missing section key"}  # the key is absent, so the line is its section's


@pytest.mark.parametrize("what, change, message", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_file_gets_one_line_with_its_line_and_key_and_no_folder(capsys, tmp_path, what, change, message):
    assert change[0] in HOUSE_GAME
    path = tmp_path / "bad.toml"
    path.write_text(HOUSE_GAME.replace(*change, 1), encoding="utf-8")
    out_dir = tmp_path / "runs"
    code, out, err = run_cli(capsys, "run", str(path), "--trials", "1000", "--out", str(out_dir))
    line = one_error_line(err)
    assert code == 2 and message in line, line
    assert line.startswith(f"error: {path}"), line
    if "no game file" not in message:
        number = line[len(f"error: {path}"):].split(":")[1]
        assert number.isdigit(), f"no line number in {line!r}"
    assert not out_dir.exists()
    code, out, err = run_cli(capsys, "check", str(path))
    assert code == 2 and one_error_line(err) == line


@pytest.mark.parametrize("what", ["empty", "blank", "not UTF-8", "a folder", "missing", "huge",
                                  "a table only"])
def test_a_file_that_is_not_a_game_file_gets_one_line(capsys, tmp_path, what):
    path = tmp_path / "game.toml"
    if what == "empty":
        path.write_bytes(b"")
    elif what == "blank":
        path.write_text("\n  \n# only a comment\n", encoding="utf-8")
    elif what == "not UTF-8":
        path.write_bytes(b'id = "caf\xe9"\n')
    elif what == "a folder":
        path.mkdir()
    elif what == "huge":
        path.write_text("# " + "x" * (1 << 21), encoding="utf-8")
    elif what == "a table only":
        path.write_text("[seats]\nleast = 2\n", encoding="utf-8")
    message = {"empty": "the file is empty", "blank": "driver: missing", "not UTF-8": "not a text file",
               "a folder": "is a folder", "missing": "no game file", "huge": "too large",
               "a table only": "driver: missing"}[what]
    out_dir = tmp_path / "runs"
    code, out, err = run_cli(capsys, "run", str(path), "--out", str(out_dir))
    assert code == 2 and message in one_error_line(err)
    assert not out_dir.exists()


def test_a_file_game_and_the_built_in_game_it_copies_count_alike_at_two_table_sizes(tmp_path):
    """Every driver family: the shipped file under another id counts as the built-in game."""
    for game_id, sizes in (("follow-the-queen", (3, 7)), ("five-card-draw", (2, 6)),
                           ("texas-holdem", (2, 9))):
        game = sim.get_variant(game_id)
        if game.game_file is None:
            continue
        path = tmp_path / f"{game_id}.toml"
        path.write_text(game_file_text(game), encoding="utf-8")
        for players in sizes:
            a = sim.run(str(path), players=players, trials=16384, seed=4, write=False, threads=1)
            b = sim.run(game_id, players=players, trials=16384, seed=4, write=False, threads=1)
            assert np.array_equal(a.counts, b.counts), (game_id, players)


BOARD_GAME = '''\
id = "my-board"
name = "My Board Game"
family = "community"
driver = "community"
source = "a house game, for the tests"
summary = "Hold'em with more hole cards."
rules = "Hold'em, as a file."

[seats]
least = 2
most = 6
default = 4

[deal]
hole = 3
'''


@pytest.mark.parametrize("change, message", [
    (("hole = 3", "hole = 7"), "deal.hole: 7 is out of range"),
    (("hole = 3", "hole = 4"), "deal.hole: 4 hole cards all playing with the board make a hand of 9"),
    (("hole = 3", 'hole = 3\n\n[pot]\nsplit = "high-low"\n\n[hand]\nhole_used = "at-most-two"'),
     "pot.split: the community driver's low plays every hole card"),
    (("hole = 3", 'hole = 3\n\n[discard]\nat = "flop"'), "needs the decision keep"),
    (("hole = 3", 'hole = 3\n\n[discard]\nat = "flop"\n\n[[decisions]]\nname = "keep"\nhelp = "which two"\n'
                  'policies = {standard = "a", high = "b", lucky = "c"}'), "has no policy lucky"),
])
def test_the_community_driver_refuses_what_its_kernel_cannot_count(change, message):
    with pytest.raises(sim.UserError, match=message):
        load_text(BOARD_GAME.replace(*change), "board.toml")


def test_a_house_file_setting_a_key_an_inherited_option_sets_makes_it_that_options_default(tmp_path):
    """Hold'em with deuces wild, as a file: the wild option's default becomes the file's 2s (else
    the option's "none" would overwrite them), and its high_low option, which cannot be played
    with wild cards, is refused when chosen, not when the file is read."""
    path = tmp_path / "deuces.toml"
    path.write_text('extends = "texas-holdem"\nid = "deuces-holdem"\n[wild]\nalways = ["2"]\n',
                    encoding="utf-8")
    mine = sim.run(str(path), players=4, trials=16384, seed=8, write=False, threads=1)
    built_in = sim.run("texas-holdem(wild=2)", players=4, trials=16384, seed=8, write=False, threads=1)
    assert (mine.counts == built_in.counts).all()
    with pytest.raises(sim.UserError, match="wild cards"):
        sim.run(f"{path}(high_low=true)", players=4, trials=16384, write=False)


BUY_EVERYTHING = '''\
id = "buy-everything"
name = "Buy everything"
family = "stud"
driver = "stud"
source = "a test"
summary = "Four up streets and a down card; every up card buys a down card."
rules = "Every face-up card buys a face-down card while the deck can still deal the rest."

[seats]
least = 9
most = 10
default = 10

[deal]
streets = "u u u u d"
measure_from = 1

[extra_card]
ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"]
'''


@pytest.mark.parametrize("players, bought", [(9, 15), (10, 11)])
def test_bought_cards_stop_where_the_deck_would_run_out(tmp_path, players, bought):
    """Every up card buys here, so the cards bought do not depend on the deck. A card is sold
    only while the rest of the deal can still be dealt: each seat still owed a card this street,
    then each later street to every seat while the deck holds a card for every seat, else one
    shared card. Nine players: the first street's 18 cards and the second's first six seats buy
    (seat 5 leaves 19 cards: 3 owed, 9, and 9, and the shared card; seat 6 would leave none for
    it). Ten players: the first street's 20 cards leave 32; on the second, seat 0 buys (30 left:
    9 owed, then 10, 10 and a shared card), and seat 1 may not (28 left: 8, 10, 10, and nothing
    for the last street). Before the rule, both read past the deck. (Below nine players the file
    is refused: its bought cards could reach past the cards the driver shuffles.)"""
    from sim.spec.cards import format_card
    from sim.spec.game_source import load_game_path
    from tests.game_file_replay import kernel_counts
    import tomllib

    path = tmp_path / "buy-everything.toml"
    path.write_text(BUY_EVERYTHING, encoding="utf-8")
    load_game_path(str(path))  # a valid file: the deck budget does not count bought cards
    doc = tomllib.loads(BUY_EVERYTHING)
    rng = np.random.default_rng(players)
    decks = [[format_card(int(c)) for c in rng.permutation(52)] for _ in range(40)]
    for counts in kernel_counts(doc, players, decks):
        assert sum(n * seats for n, seats in enumerate(counts["extra_cards"])) == bought


def test_the_kernel_s_test_for_a_sale_is_the_rule_step_by_step():
    """kernels.drivers.stud.deal_goes_on, in closed form, against the rule dealt out: every deck
    size, seat count, seats still owed and later streets a deal can meet."""
    from kernels.drivers.stud import deal_goes_on

    def dealt_out(left, this_street, seats, later):
        left -= this_street
        if left < 0:
            return False
        for _ in range(later):
            if left >= seats:
                left -= seats
            elif left > 0:
                left -= 1
            else:
                return False
        return True

    for seats in range(1, 11):
        for this_street in range(seats):
            for later in range(9):
                for left in range(55):
                    assert deal_goes_on(left, this_street, seats, later) == \
                        dealt_out(left, this_street, seats, later), (left, this_street, seats, later)
