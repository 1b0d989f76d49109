"""The interface's words a copied thread keeps around each post: never a sender's name.

A thread copied from a forum or a social site keeps each comment's action bar (``Reply Share Report Save``,
``Like · Reply · Share``) under its words and its depth (``level 2``) above its header. Written alone on a
line, title-cased like a name, either would read as a sender's name line; :func:`is_chrome` says it is not.
"""

from __future__ import annotations

_ACTIONS = ("reply share report save like love retweet repost quote upvote downvote vote award edit delete hide follow "
            "unfollow permalink embed translate copy link flag mute block pin react comment more level")
_WORDS = frozenset(_ACTIONS.split())


def is_chrome(text: str) -> bool:
    """``text`` is two or more of the interface's words (and numbers after the first), nothing else."""
    words = [w for w in (t.strip("·•|").casefold() for t in text.split()) if w]
    return len(words) > 1 and not words[0].isdigit() and all(w in _WORDS or w.isdigit() for w in words)


__all__ = ["is_chrome"]
