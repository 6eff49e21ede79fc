"""Game files: a new driver game is one TOML file, run, shown, asked for odds and compared like a
built-in game; the shipped files read back to the games they declare; a bad file gives one line."""
import json
from importlib.resources import files

import pytest

from sim.errors import UserError
from sim.spec.game_file import shipped_games
from sim.spec.game_source import load_text
from sim.spec.game_spec import get_variant
from tests.cli_calls import one_error_line, run_cli

SHIPPED = files("sim") / "games" / "files"

# a house game a player might write: seven-card stud where the card after a face-up king is wild,
# and a face-up 4 buys a down card
HOUSE_GAME = '''\
id = "follow-the-king"
name = "Follow the King"
family = "stud"
driver = "stud"
source = "a house game, for the tests"
summary = "Seven-card stud; the up card after a face-up king sets the wild rank."
metrics = ["wild_rank", "volatility"]
rules = """
Seven-card stud; the rank of the next up card after a face-up king is wild; a face-up 4 buys a
down card."""

[seats]
least = 2
most = 7
default = 5

[deal]
streets = "d d u u u u d"

[wild]
rule = "follows"
ranks = ["K"]

[extra_card]
ranks = ["4"]

[options.kings_wild]
default = false
help = "kings are wild too"
when.true = {"wild.always" = ["K"]}
'''


@pytest.fixture
def house_file(tmp_path):
    path = tmp_path / "follow-the-king.toml"
    path.write_text(HOUSE_GAME, encoding="utf-8")
    return path


def test_a_new_driver_game_is_one_file_run_shown_asked_and_compared(capsys, house_file, tmp_path):
    code, out, err = run_cli(capsys, "show", str(house_file))
    assert code == 0 and "Follow the King (follow-the-king)" in out and "face-up king" in out

    code, out, err = run_cli(capsys, "run", f"{house_file}(kings_wild=true)", "--trials", "16384",
                             "--players", "3", "--out", str(tmp_path / "runs"), "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["trials"] == 16384 and result["options"] == {"kings_wild": True}
    assert set(result["tables"]["wild_rank"]) >= {"none", "A"}
    assert "extra_cards" in result["tables"]

    code, out, err = run_cli(capsys, "odds", str(house_file), "--hand", "AsAd/Kc", "--hand", "2c3d/Qh",
                             "--players", "2", "--trials", "4000", "--json")
    assert code == 0, err
    answer = json.loads(out)
    assert answer["variant"] == "follow-the-king" and answer["players"] == 2

    code, out, err = run_cli(capsys, "compare", str(house_file), "follow-the-queen", "--trials", "16384",
                             "--out", str(tmp_path / "cmp"))
    assert code == 0, err
    assert "follow-the-king" in out and "follow-the-queen" in out


def test_a_file_game_counts_as_the_built_in_game_it_copies(tmp_path):
    """The shipped yanqui-baseball file under another id counts exactly as the built-in game."""
    import sim

    text = (SHIPPED / "yanqui-baseball.toml").read_text(encoding="utf-8")
    copy = tmp_path / "my-yanqui.toml"
    copy.write_text(text.replace('id = "yanqui-baseball"', 'id = "my-yanqui"').replace(
        'aliases = ["yanqui"]\n', '').replace('name = "Yanqui Baseball"', 'name = "My Yanqui"'),
        encoding="utf-8")
    mine = sim.run(str(copy), players=4, trials=16384, seed=3, write=False, plots=False, threads=1)
    built_in = sim.run("yanqui-baseball", players=4, trials=16384, seed=3, write=False, plots=False,
                       threads=1)
    assert (mine.counts == built_in.counts).all()


def test_every_shipped_file_reads_back_to_a_registered_game():
    for game in shipped_games():
        registered = get_variant(game.id)
        assert registered.rules == game.rules and registered.options == game.options


@pytest.mark.parametrize("change, message", [
    (('streets = "d d u u u u d"', 'streets = "d d u u u u d"\nstreats = 3'), "deal.streats: unknown key; did you mean streets?"),
    (('rule = "follows"', 'rule = "follows-the-leader"'), "wild.rule: 'follows-the-leader' is not allowed"),
    (('least = 2', 'least = "two"'), "seats.least: expected a whole number"),
    (('[wild]', '[wilds]'), "wilds: unknown section or key; did you mean wild?"),
    (('ranks = ["K"]', 'ranks = ["X"]'), "wild.ranks: 'X' is not a rank"),
    (('driver = "stud"', 'driver = "bingo"'), "driver: 'bingo' is not allowed"),
    (('when.true = {"wild.always" = ["K"]}', 'when.true = {"wild.allways" = ["K"]}'), "wild.allways: unknown key"),
    (('default = 5', 'default = 9'), "least <= default <= most"),
    (('id = "follow-the-king"', 'id = "baseball"'), "names a built-in game"),
    (('rules = """', 'rules = """\n[broken'), ""),  # still TOML: the prose holds it
    (('[seats]', '[seats'), "not a valid TOML file"),
])
def test_a_bad_game_file_gives_one_line_naming_the_file_and_key(capsys, tmp_path, change, message):
    path = tmp_path / "bad.toml"
    path.write_text(HOUSE_GAME.replace(*change), encoding="utf-8")
    code, out, err = run_cli(capsys, "show", str(path))
    if not message:
        assert code == 0
        return
    assert code == 2
    line = one_error_line(err)
    assert str(path) in line and message in line


def test_a_missing_file_a_folder_and_a_binary_file_are_refused(capsys, tmp_path):
    binary = tmp_path / "game.toml"
    binary.write_bytes(b"\xff\xfe\x00id")
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    for path, message in ((tmp_path / "nothing.toml", "no game file"), (folder, "is a folder"),
                          (binary, "not a text file")):
        code, out, err = run_cli(capsys, "run", str(path), "--trials", "1000")
        assert code == 2 and message in one_error_line(err)


def test_a_driver_refuses_an_impossible_rule():
    text = HOUSE_GAME.replace('rule = "follows"\nranks = ["K"]', 'rule = "follows"')
    with pytest.raises(UserError, match="needs the ranks that set it"):
        load_text(text, "house.toml")


# a draw house game: kings wild, and each player's lowest rank wild in his own hand
LITTLE_ONES = '''\
id = "my-little-ones"
name = "My Little Ones"
family = "draw"
driver = "draw"
source = "a house game, for the tests"
summary = "Five-card draw; kings wild, and each player's lowest rank in his own hand."
rules = "Kings and Little Ones, the draw version, as a file."

[seats]
least = 2
most = 7
default = 6

[wild]
always = ["K"]
rule = "lowest-held"

[[decisions]]
name = "draw"
help = "which cards to throw away and replace"
policies = {"standard" = "as five-card draw", "pat" = "never draw", "kicker" = "an ace kicker"}
'''


def test_a_draw_file_with_each_players_lowest_rank_wild_counts_as_kings_and_little_ones(tmp_path):
    import sim

    path = tmp_path / "my-little-ones.toml"
    path.write_text(LITTLE_ONES, encoding="utf-8")
    assert load_text(LITTLE_ONES, "little.toml").wild == "per-hand"
    for policy in ("standard", "kicker"):
        mine = sim.run(str(path), players=3, trials=16384, seed=5, write=False, plots=False,
                       threads=1, policies={"draw": policy})
        built_in = sim.run("kings-and-little-ones", players=3, trials=16384, seed=5, write=False,
                           plots=False, threads=1, policies={"draw": policy})
        assert (mine.counts == built_in.counts).all(), policy
        assert mine.json_tables["little_rank"] == built_in.json_tables["little_rank"]


@pytest.mark.parametrize("wild, message", [
    ('rule = "drawn"', "wild.ranks: the drawn rule makes one rank wild"),
    ('rule = "drawn"\nranks = ["2", "3"]', "wild.ranks: the drawn rule makes one rank wild"),
    ('ranks = ["2"]', "wild.ranks: only the drawn rule reads ranks"),
    ('rule = "follows"', "wild.rule: 'follows' is not allowed"),
    ('rule = "lowest-held"\n\n[pot]\nlowball = true', "wild.rule: lowest-held is not played with pot.lowball"),
    ('rule = "drawn"\nranks = ["2"]\n\n[deck]\nbug = "bug"', "wild.rule: drawn is not played with deck.bug"),
    ('low = ["K"]', "wild.low: the low hand's own wild ranks are for a high-low pot"),
    ('low = ["X"]\n\n[pot]\nhigh_low = true', "invalid rank 'X' in wild.low"),
])
def test_the_draw_driver_refuses_a_wild_rule_it_cannot_play(wild, message):
    text = LITTLE_ONES.replace('always = ["K"]\nrule = "lowest-held"', wild)
    with pytest.raises(UserError, match=message):
        load_text(text, "little.toml")
