"""The interface's words a copied thread keeps around each post: never a sender's name, never what a sender said.

A thread copied from a forum or a social site keeps each comment's action bar (``Reply Share Report Save``,
``Like · Reply · Share``, ``Нравится 37``, ``Danke · Antworten``, ``댓글 7``) under its words and its depth (``level
2``) above its header, and a site's badges around the poster's name (``Admin``, ``Author``, ``Top fan``, ``작성자``,
``Bearbeitet``), its sort control above them (``Most relevant``, ``등록순 최신순``) and its expanders between them
(``View 2 more replies``, ``Показать ещё 5 ответов``), a post's reaction counts (``👍😮 14``) and a removed comment's
placeholder (``Комментарий удалён``). Written alone on a line,
title-cased like a name, any of them would read as a sender's name line; :func:`is_chrome` (an action bar),
:func:`is_badge` (a badge or an edit mark) and :func:`is_interface` (either, a sort control, or one action word alone:
``Like``, ``Reply``) say it is not.
"""

from __future__ import annotations

import re

from memspark.chunking.stamps import is_day

_ACTIONS = ("reply share report save like love retweet repost quote upvote downvote vote award edit delete hide follow "
            "unfollow permalink embed translate copy link flag mute block pin react comment more level "
            "comments replies likes shares reactions views retweets reposts bookmark "
            # the same bar in the languages threads are copied in (German, French, Spanish, Portuguese, Italian,
            # Dutch, Polish, Swedish, Russian, Korean, Japanese, Chinese)
            "danke merci gracias obrigado grazie bedankt tack спасибо "  # a neighbourhood board's thanks button
            "antworten antwort teilen melden kommentieren kommentare bearbeiten löschen "
            "répondre partager signaler commenter commentaires modifier supprimer "
            "responder compartir denunciar comentar comentarios editar eliminar "
            "curtir compartilhar comentários "
            "rispondi condividi segnala commenta commenti modifica elimina "
            "beantwoorden delen reageren reacties "
            "odpowiedz udostępnij zgłoś komentarze "
            "gilla svara dela kommentarer "
            "нравится ответить поделиться пожаловаться комментировать комментарии "
            "좋아요 답글 답글쓰기 공유 댓글 신고 "
            "いいね 返信 共有 通報 コメント "
            "赞 点赞 回复 分享 评论 举报 转发")
_WORDS = frozenset(_ACTIONS.split())
# an action written in two words ("Gefällt mir", "Me gusta"): one action word
_PHRASES = re.compile(r"gefällt mir|me gusta|mi piace|lubię to|vind ik leuk|j['’]aime|gilla-markera", re.IGNORECASE)
# one action word alone on its line ("Like" / "Comment" / "Share" under a post): a button, not a name
_ALONE = frozenset({"like", "comment", "comments", "share", "reply", "replies", "retweet", "repost", "report", "upvote",
                    "downvote", "translate", "antworten", "teilen", "répondre", "partager", "responder", "compartir",
                    "curtir", "compartilhar", "rispondi", "condividi", "odpowiedz", "svara", "gilla", "нравится",
                    "ответить", "поделиться", "좋아요", "답글", "답글쓰기", "공유", "いいね", "返信", "赞", "回复", "分享"})
_LINKS = frozenset({"parent", "reply to this", "reply to this comment", "context", "thread", "link", "permalink", "next",
                    "prev", "-", "–", "+"})  # a thread's links in brackets, under a post
# an edit mark, in the languages sites and chat apps write it ("Edited", "(bearbeitet)", "已编辑")
_EDITED = frozenset({
    "edited", "(edited)", "bearbeitet", "(bearbeitet)", "modifié", "(modifié)", "editado", "(editado)", "modificato",
    "(modificato)", "bewerkt", "(bewerkt)", "edytowany", "redigerad", "изменено", "ред.", "수정됨", "編集済み", "已编辑"})
# a site's badge beside a poster's name, and a post's edit mark, alone on a line or set apart ("Author · Admin")
_BADGES = _EDITED | frozenset({
    "admin", "administrator", "author", "top fan", "moderator", "mod", "group admin", "group moderator", "group expert",
    "rising contributor", "new member", "original poster", "op", "verified", "conversation starter", "top contributor",
    "staff", "owner",
    "autor", "autorin", "verfasser", "moderatorin", "gruppenadmin",
    "auteur", "auteure", "administrateur", "modérateur",
    "autora", "administrador", "moderador", "moderadora",
    "autore", "amministratore", "moderatore",
    "auteur van bericht", "beheerder",
    "автор", "админ", "администратор", "модератор",
    "작성자", "매니저", "스탭", "운영자", "投稿者", "管理者", "楼主", "作者", "管理员", "群主", "版主"})
_APART = re.compile(r"\s+[·•|]\s+")
# a thread's sort control above its comments ("Most relevant", "Newest first", "등록순 최신순"), its words only
_SORT = frozenset({"most", "relevant", "newest", "oldest", "latest", "first", "top", "popular", "all", "sort", "by",
                   "neueste", "älteste", "relevanteste", "beliebteste", "zuerst", "plus", "pertinents", "récents",
                   "más", "relevantes", "recientes", "mais", "recentes", "più", "pertinenti", "recenti", "сначала",
                   "новые", "старые", "популярные", "등록순", "최신순", "답글순", "인기순", "新しい順", "古い順", "人気順",
                   "最新", "最热", "最早"})


# a thread's expander between the comments ("View 2 more replies", "Показать ещё 5 ответов", "Weitere Antworten anzeigen")
_EXPANDER = re.compile(r"(?:view|show|see|load|hide)(?:\s+(?:\d+|all|more|previous|earlier|older|newer)){1,2}\s+(?:repl(?:y|ies)|comments?|answers?)"
                       r"|показать(?:\s+(?:ещё|еще|все|\d+))+\s+(?:ответ\w*|комментари\w*)|(?:\d+\s+)?weitere(?:\s+\d+)?\s+(?:antworten|kommentare)"
                       r"(?:\s+anzeigen)?|(?:voir|afficher)(?:\s+(?:les|\d+|plus))*\s+(?:réponses?|commentaires?)"
                       r"|ver(?:\s+(?:mais|más|las|as|os|los|\d+))*\s+(?:respuestas?|respostas?|comentarios|comentários)(?:\s+(?:más|mais))?"
                       r"|mostra(?:\s+(?:altre|altri|\d+))+\s+(?:risposte|commenti)", re.IGNORECASE)


# a post's reaction counts ("👍😮 14", "❤️ 5", "👍 212   💬 48   ↪ 9") and a removed comment's placeholder
_EMOJI = "\U0001f000-\U0001faff\u2600-\u27bf\u2190-\u21ff"
_REACTIONS = re.compile(rf"(?:[{_EMOJI}][{_EMOJI}\ufe0f\u200d]*\s*\d[\d.,]*[KkMm]?\s*)+")
_REMOVED = re.compile(r"(?:this )?(?:comment|message|post|reply) (?:has been |was )?(?:deleted|removed)\.?|\[(?:deleted|removed)\]"
                      r"|комментарий удал[её]н\.?|сообщение удалено\.?|삭제된 댓글입니다\.?|삭제된 메시지입니다\.?"
                      r"|(?:dieser )?kommentar wurde gelöscht\.?|commentaire supprimé\.?|comentario eliminado\.?"
                      r"|comentário (?:excluído|apagado)\.?|commento eliminato\.?|该评论已删除|此评论已删除|このコメントは削除されました",
                      re.IGNORECASE)


def is_chrome(text: str) -> bool:
    """``text`` is two or more of the interface's words (and numbers after the first), nothing else."""
    words = [w for w in (t.strip("·•|").casefold() for t in _PHRASES.sub("like", text).split()) if w]
    return len(words) > 1 and not words[0].isdigit() and all(w in _WORDS or w.isdigit() for w in words)


def is_badge(text: str) -> bool:
    """``text`` is a site's badge or an edit mark, or a few of them set apart ("Top fan", "Author · Admin", "작성자")."""
    parts = _APART.split(text.strip().casefold())
    return bool(parts[0]) and all(part in _BADGES for part in parts)


def is_edit_mark(text: str) -> bool:
    """``text`` is only an edit mark ("Edited", "(modifié)", "已编辑"), as an app writes it after a message's time."""
    return text.strip().casefold() in _EDITED


def is_interface(text: str) -> bool:
    """``text`` is the interface's: an action bar (:func:`is_chrome`), a badge (:func:`is_badge`) or one action word
    alone ("Like", "Reply", "답글")."""
    folded = text.strip().casefold()
    if folded[:1] == "[" and folded[-1:] == "]":  # a thread's links in brackets ("[ Parent ]", "[ Reply to This ]")
        return folded[1:-1].strip() in _LINKS or is_interface(folded[1:-1])
    return (is_chrome(text) or is_badge(text) or folded in _ALONE or _aged_bar(folded) or _EXPANDER.fullmatch(folded) is not None
            or _REACTIONS.fullmatch(folded) is not None or _REMOVED.fullmatch(folded) is not None
            or len(words := folded.split()) > 1 and all(w in _SORT for w in words))  # "Most relevant" above the comments


def _aged_bar(folded: str) -> bool:
    """An action bar with the post's age and edit mark among its parts ("Like · Reply · 2h · Edited", "답글 · 3시간 전")."""
    parts = _APART.split(folded)
    bar = [p for p in parts if p in _ALONE or is_chrome(p)]
    return len(parts) > 1 and bool(bar) and all(p in _ALONE or is_chrome(p) or p in _BADGES or is_day(p) for p in parts)


__all__ = ["is_badge", "is_chrome", "is_edit_mark", "is_interface"]
