"""Card text: parsing and formatting (``As Kd Th 10h 2c``; jokers ``Xa`` and ``Xb``)."""
from kernels.core.cards import JOKER_A, RANK_CHARS, SUIT_CHARS

from ..errors import UserError

JOKER_NAMES = ("Xa", "Xb")
RANK_WORDS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
              "queen", "king", "ace")
RANK_PLURALS = ("deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
                "jacks", "queens", "kings", "aces")
SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def parse_rank(text):
    t = text.strip().upper()
    if t == "10":
        t = "T"
    if len(t) != 1 or t not in RANK_CHARS:
        raise UserError(f"invalid rank {text!r}: use 2-9, T (or 10), J, Q, K, A")
    return RANK_CHARS.index(t)


def rank_text(value):
    """Ranks as a game file or an option writes them, as text: a list ["A", "2"] or "A,2" is
    "A,2"; none is "none"."""
    if isinstance(value, str):
        return value.strip() or "none"
    if isinstance(value, (list, tuple)) and all(isinstance(r, str) for r in value):
        return ",".join(value) or "none"
    raise UserError(f"expected ranks, as a list or as text such as A,2, not {value!r}")


def parse_rank_list(text, option):
    """A rank mask (bit r for rank r) from an option's text such as ``3,9`` or ``A,2``; ``none``
    or nothing is 0."""
    text = str(text).strip()
    if text.lower() in ("", "none"):
        return 0
    mask = 0
    for part in text.replace(" ", "").split(","):
        part = "T" if part == "10" else part.upper()
        if len(part) != 1 or part not in RANK_CHARS:
            raise UserError(f"invalid rank {part!r} in {option}={text!r}: use ranks like 3,9")
        mask |= 1 << RANK_CHARS.index(part)
    return mask


def parse_card(text):
    """One card code from text such as ``As``, ``10h``, ``td`` or ``Xa``."""
    t = text.strip()
    if t[:1] in ("X", "x") and len(t) == 2 and t[1].lower() in "ab":
        return JOKER_A + "ab".index(t[1].lower())
    if len(t) < 2 or t[-1].lower() not in SUIT_CHARS:
        raise UserError(f"invalid card {text!r}: write rank then suit, e.g. As, Td, 10h, 2c, or Xa for a joker")
    return 4 * parse_rank(t[:-1]) + SUIT_CHARS.index(t[-1].lower())


def parse_cards(text, allow_duplicates=False):
    """Card codes from whitespace- or comma-separated text; duplicates are refused by default."""
    parts = [p for p in text.replace(",", " ").split() if p]
    codes = [parse_card(p) for p in parts]
    if not allow_duplicates:
        seen = set()
        for p, c in zip(parts, codes):
            if c in seen:
                raise UserError(f"duplicate card {p!r}")
            seen.add(c)
    return codes


def format_card(code):
    code = int(code)
    if code >= JOKER_A:
        return JOKER_NAMES[code - JOKER_A]
    return RANK_CHARS[code >> 2] + SUIT_CHARS[code & 3]


_TEXTS = []  # every card code's text, made once: answers format cards by the handful


def format_cards(codes):
    if not _TEXTS:
        _TEXTS.extend(format_card(c) for c in range(JOKER_A + len(JOKER_NAMES)))
    return " ".join([_TEXTS[c] for c in codes])


def card_words(code):
    """A card in words, "the ten of spades" (a joker: "joker Xa")."""
    code = int(code)
    if code >= JOKER_A:
        return f"joker {JOKER_NAMES[code - JOKER_A]}"
    return f"the {RANK_WORDS[code >> 2]} of {SUIT_WORDS[code & 3]}"
