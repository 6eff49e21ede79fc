"""The one exception type for a user's mistake: the CLI prints it on one line and exits 2."""


class UserError(ValueError):
    """Bad input from a user (spec, option, card text, count). Its message is the whole story."""
