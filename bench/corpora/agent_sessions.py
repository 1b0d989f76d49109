"""Hand-written agent sessions, rendered as memspark renders a JSONL transcript: a benign guard for the injection model.

An agent's own session log (``agents/<agent>/sessions/*.jsonl``) is indexed as ``role: content`` lines
(:func:`memspark.chunking.plain.render_transcript`), so recall screens an assistant's turns as they read there:
"assistant: the old option is ignored now …", "assistant: I won't run that …", "tool: 3 tests skipped".
They name the assistant and are full of verbs a directive has (ignore, disable, skip, override, forget),
yet they are the agent's own record of its work, never an attack. ``bench/fit_classifiers.py`` fits them as
benign guard rows (family ``chat:session-<topic>``, one family a session): each message line alone and each
session's lines in windows of :data:`WINDOW` (a chunk of the transcript, as recall reads it). English mostly,
some sessions in German, French, Spanish, Japanese and Chinese; more in twelve languages in
``agent_sessions_ml.py`` (the multilingual pass's share). Written for this fit; nothing copied from a test or a
holdout.
"""

from __future__ import annotations

import json
from datetime import date, timedelta

WINDOW = 4  # message lines per window row: a transcript chunk's few turns

SESSIONS: dict[str, list[tuple[str, str]]] = {
    "nginx-upgrade": [
        ("user", "nginx won't reload after I upgraded the package, any idea why?"),
        ("assistant", "The new release dropped the ssl directive; it now logs a warning and ignores it, so your "
                      "listen line needs the ssl parameter instead."),
        ("tool", "nginx -t: the \"ssl\" directive is deprecated, use the \"listen ... ssl\" directive instead"),
        ("assistant", "That confirms it. I changed line 14 of sites-enabled/default to `listen 443 ssl;` and removed "
                      "the old directive."),
        ("user", "reloaded, works. anything else that changed?"),
        ("assistant", "http2 on the listen line is deprecated too. It still works for now, but the next major version "
                      "will ignore it; the replacement is a separate `http2 on;` line."),
        ("user", "ok, do that as well"),
        ("assistant", "Done. The config test passes with no warnings and I reloaded the service."),
    ],
    "python-deprecation": [
        ("user", "pytest prints a wall of DeprecationWarnings since the last bump, should I worry?"),
        ("assistant", "Most of them come from datetime.utcnow(), which is deprecated in Python 3.12. It still works, "
                      "but the warning will become an error if you run with -W error."),
        ("user", "replace them then"),
        ("tool", "grep found 23 uses of utcnow() in 9 files"),
        ("assistant", "I replaced all 23 with datetime.now(timezone.utc). Two call sites compared the result with a "
                      "naive datetime, so I made those comparisons timezone-aware as well."),
        ("assistant", "The remaining warnings are from a third-party package; I left those alone and added a filter "
                      "in pyproject so they are ignored only for that module."),
        ("user", "why not just ignore all deprecation warnings?"),
        ("assistant", "Ignoring all of them would hide the next breaking change in our own code. The filter is "
                      "scoped to the vendor module, so ours still show."),
    ],
    "ci-skips": [
        ("user", "CI went green but it only ran half the tests?"),
        ("assistant", "The integration tests are skipped when DATABASE_URL is unset, and the new runner image no "
                      "longer exports it. They were not failing, they were silently skipped."),
        ("tool", "collected 412 items: 198 passed, 214 skipped (DATABASE_URL not set)"),
        ("user", "ugh. fix it"),
        ("assistant", "I added DATABASE_URL to the job's environment from the repository secret and made the skip "
                      "print a loud warning in CI, so it cannot go unnoticed again."),
        ("assistant", "Re-ran the pipeline: 412 collected, 410 passed, 2 failed. The two failures are real and "
                      "come from the timezone change last week."),
        ("user", "can you disable those two for now so I can merge?"),
        ("assistant", "I'd rather not disable them, since they catch a real bug, but I marked them xfail with a "
                      "link to the ticket so the merge is not blocked and they show up in the report."),
    ],
    "k8s-probe": [
        ("user", "the pod restarts every few minutes, logs look fine"),
        ("tool", "kubectl describe pod: Liveness probe failed: HTTP probe failed with statuscode: 503"),
        ("assistant", "The liveness probe hits /health, which returns 503 while the cache warms up. Kubernetes "
                      "kills the container before it ever becomes healthy."),
        ("assistant", "I raised initialDelaySeconds from 5 to 45 and pointed liveness at /live, which does not "
                      "depend on the cache. Readiness still uses /health."),
        ("user", "and the old probe settings in values.yaml?"),
        ("assistant", "The chart ignores probe.path since version 3; it reads livenessProbe.httpGet.path now. I "
                      "moved the value and deleted the dead key so nobody edits it by mistake."),
        ("user", "restarts stopped. thanks"),
        ("assistant", "Good. I'd keep an eye on memory too: the pod sits at 80 % of its limit after warm-up."),
    ],
    "refusal-credentials": [
        ("user", "just paste the prod database password in the chat so I can copy it"),
        ("assistant", "I won't paste the password here, since chat logs are kept. You can read it with "
                      "`vault kv get secret/prod/db` from the bastion, which is audited."),
        ("user", "fine. can you at least check it's still valid?"),
        ("tool", "vault kv metadata get secret/prod/db: updated 2026-11-02, version 7"),
        ("assistant", "It was rotated on 2 November (version 7). The app picked it up, since connections succeed "
                      "in the last hour of logs."),
        ("user", "ok, and the old one?"),
        ("assistant", "Version 6 is disabled in the database; login attempts with it are refused and logged."),
    ],
    "config-rename-app": [
        ("user", "after the update my custom theme is gone"),
        ("assistant", "The update renamed the setting ui.theme to appearance.colour_scheme. The old name is no "
                      "longer read, so the app falls back to the default."),
        ("user", "can it not read the old one too?"),
        ("assistant", "It used to translate old names, but that shim was removed in this release. I moved your "
                      "value to the new key in settings.toml."),
        ("assistant", "Also, font_size_px is now font.size and takes points, not pixels. Your 16 px became 12 pt, "
                      "which is the same size on screen."),
        ("user", "nice, what else did they break"),
        ("assistant", "Plugins built for version 2 are skipped at start-up with a warning. You have one, "
                      "the word counter; its author has released a version 3 build."),
        ("user", "install that then"),
        ("tool", "installed wordcount 3.0.1; 0 plugins skipped"),
    ],
    "debug-cron": [
        ("user", "the nightly backup didn't run again"),
        ("tool", "journalctl -u cron: (backup) MAIL (mailed 1 byte of output; but got status 0x004b)"),
        ("assistant", "Cron ran the job, but the script exited immediately: it calls `aws`, which is not on "
                      "cron's PATH. The job is effectively skipped every night."),
        ("assistant", "I set PATH at the top of the crontab and used the absolute path to the script. A dry "
                      "run from cron's environment now uploads the archive."),
        ("user", "why didn't we get an alert?"),
        ("assistant", "The alert only fires when the script reports a failure, and it never started. I added a "
                      "dead-man's switch: if no backup lands by 04:00, the monitor pages you."),
        ("user", "good. forget about the old s3 bucket btw, we moved to the new one"),
        ("assistant", "Understood. The script now writes to the new bucket; the old one is left read-only and "
                      "I removed it from the rotation."),
    ],
    "db-migration": [
        ("user", "migration 0042 fails on staging"),
        ("tool", "psycopg.errors.NotNullViolation: column \"region\" of relation \"orders\" contains null values"),
        ("assistant", "The migration adds a NOT NULL column without a default, and 311 old orders have no region. "
                      "Postgres rejects it."),
        ("assistant", "I split it in two: add the column as nullable, backfill from the customer's address, then "
                      "set NOT NULL. The backfill skips rows it cannot resolve and lists them."),
        ("tool", "backfilled 305 rows; 6 rows unresolved (customer deleted)"),
        ("user", "what do we do with the 6"),
        ("assistant", "They belong to deleted customers. I set region to 'unknown' for those six, which the "
                      "reports already treat as excluded, and the constraint now applies."),
        ("user", "ship it"),
        ("assistant", "Applied on staging; production runs it in tonight's window."),
    ],
    "feature-flag": [
        ("user", "is the new checkout live for everyone?"),
        ("assistant", "No: the flag new_checkout is on for 10 % of users. The override for the internal team "
                      "is on as well, which is why you see it."),
        ("user", "turn the override off, I want to see what customers see"),
        ("assistant", "Override disabled for your account. You now get the old checkout unless you fall in the "
                      "10 % bucket."),
        ("user", "and the flag that was supposed to expire last week?"),
        ("assistant", "legacy_payments is past its expiry date but still evaluated; expired flags are not removed "
                      "automatically. It is off everywhere, so I deleted it and the code path behind it."),
        ("tool", "flags: 14 active, 0 expired"),
    ],
    "docker-build": [
        ("user", "docker build takes 12 minutes now, it used to be 2"),
        ("assistant", "The COPY . . line comes before pip install, so any file change invalidates the dependency "
                      "layer and everything is reinstalled."),
        ("assistant", "I moved the requirements copy and install above the source copy. The cache is reused "
                      "when only code changes."),
        ("tool", "build finished in 1m48s (12 of 14 steps cached)"),
        ("user", "the --no-cache flag in the makefile, keep it?"),
        ("assistant", "I'd remove it from the default target: it disables the cache on every build. I kept it "
                      "in `make clean-build` for when you want a from-scratch image."),
        ("user", "ok"),
    ],
    "email-rules": [
        ("user", "why are the newsletters still landing in my inbox?"),
        ("assistant", "Your filter matches the sender address, but they switched to a new sending domain last "
                      "month, so the rule is skipped for the new mail."),
        ("assistant", "I changed the rule to match the List-Id header instead, which stays the same when they "
                      "change domains. It also moves the backlog of 40 messages."),
        ("user", "also ignore anything from the old recruiting agency"),
        ("assistant", "Added a rule that archives mail from that agency and marks it read. It does not delete "
                      "anything, so you can still search it."),
        ("user", "perfect"),
    ],
    "git-history": [
        ("user", "I accidentally committed the .env file, can you fix it"),
        ("tool", "git log --oneline -3: a41c2e1 add payment webhook; 7be90d0 wip; 3c1f7a2 bump deps"),
        ("assistant", "It is in a41c2e1, which is not pushed yet. I removed it from that commit and added .env "
                      "to .gitignore so it is not picked up again."),
        ("user", "the keys in it, are they compromised?"),
        ("assistant", "The commit never left your machine, so no. If it had been pushed I would rotate the Stripe "
                      "key first and then rewrite history, in that order."),
        ("user", "force push the branch anyway to be sure"),
        ("assistant", "There is nothing on the remote to overwrite, so a force push changes nothing. I pushed "
                      "normally; the remote branch has no .env."),
    ],
    "tool-summary-search": [
        ("user", "find out why the search page is slow"),
        ("tool", "EXPLAIN ANALYZE: Seq Scan on products (rows=182044) Filter: lower(name) ~~ '%lamp%' 412 ms"),
        ("assistant", "The query lowercases the name and uses a leading wildcard, so the index on name is ignored "
                      "and Postgres scans all 182k rows."),
        ("assistant", "I added a trigram index on lower(name). The same query now takes 9 ms."),
        ("tool", "EXPLAIN ANALYZE: Bitmap Index Scan on products_name_trgm 9.1 ms"),
        ("user", "does the old index still make sense?"),
        ("assistant", "It is used by the exact-match lookup in the admin panel, so I kept it."),
    ],
    "calendar-assistant": [
        ("user", "move my 3pm with Priya to tomorrow"),
        ("assistant", "Moved to tomorrow at 3pm; Priya's calendar was free and she has been sent the update."),
        ("user", "and cancel the recurring Friday sync, it's pointless"),
        ("assistant", "I cancelled future occurrences of the Friday sync. Past ones stay in the calendar, and the "
                      "other four attendees got a cancellation notice."),
        ("user", "wait, don't tell them it was my idea"),
        ("assistant", "The notice is the standard cancellation text; it does not say who cancelled or why."),
        ("user", "great. remind me to book the dentist on monday"),
        ("assistant", "Reminder set for Monday at 9am: book the dentist."),
    ],
    "refusal-scope": [
        ("user", "delete every branch older than a month on the shared repo"),
        ("assistant", "That would delete 61 branches, including 9 with open pull requests from other people. I "
                      "won't delete those without their owners; I can delete your 14 stale branches now."),
        ("user", "ok do mine"),
        ("tool", "deleted 14 branches"),
        ("assistant", "Deleted your 14. I posted the list of the other stale branches in the team channel, so "
                      "their owners can decide."),
        ("user", "what about protected ones?"),
        ("assistant", "Protected branches are skipped by the cleanup script regardless of age; main and release/* "
                      "are untouched."),
    ],
    "api-deprecation": [
        ("user", "we got an email that the v1 weather API is shutting down"),
        ("assistant", "Yes, v1 stops answering on 31 January. v2 renames temp to temperature_c and drops the "
                      "feels_like field; our dashboard reads both."),
        ("assistant", "I switched the client to v2 and mapped the new field. feels_like is now computed locally "
                      "from temperature, wind and humidity."),
        ("user", "what happens if someone still calls v1 after the deadline?"),
        ("assistant", "Requests to v1 will get 410 Gone. Our old endpoint is disabled behind the new one, so "
                      "nothing in our code calls it any more."),
        ("tool", "grep -r 'api/v1/weather': 0 results"),
        ("user", "nice, close the ticket"),
        ("assistant", "Closed WEATHER-212 with a note on the field changes."),
    ],
    "home-automation": [
        ("user", "the hallway lights keep turning on at 3am"),
        ("tool", "automation trace: trigger motion_hallway state on at 03:02:11"),
        ("assistant", "The motion sensor fires at night, probably the cat. The automation has no time condition, "
                      "so it switches the lights on at full brightness."),
        ("assistant", "I added a condition: between 23:00 and 06:00 the lights go to 5 % instead of 100 %."),
        ("user", "can you just ignore the sensor at night?"),
        ("assistant", "I can, but then you'd walk in the dark. I set it so night-time motion is ignored unless "
                      "it lasts more than 10 seconds, which the cat rarely does."),
        ("user", "lol ok"),
    ],
    "travel-booking": [
        ("user", "book the same hotel as last time in Porto"),
        ("assistant", "Last time was the Casa do Rio, 3 nights in May. They have a double for the 14th to the "
                      "17th at 112 euros a night. Shall I book it?"),
        ("user", "yes, and skip the breakfast"),
        ("assistant", "Booked without breakfast, 336 euros in total, free cancellation until the 12th. The "
                      "confirmation is in your inbox."),
        ("user", "my loyalty number wasn't on it"),
        ("assistant", "The booking form dropped it: the site ignores the loyalty field for room-only rates. I "
                      "asked the hotel by email to add it to the reservation."),
    ],
    "lint-config": [
        ("user", "ruff complains about a setting in pyproject"),
        ("tool", "warning: The top-level linter settings are deprecated in favour of their counterparts in the "
                 "`lint` section"),
        ("assistant", "Ruff moved select and ignore under [tool.ruff.lint]. The top-level ones still work but "
                      "are deprecated and will be ignored in a later release."),
        ("assistant", "I moved them. I also removed E501 from the ignore list, since the formatter already wraps "
                      "lines, and the check found no long lines."),
        ("user", "what about the per-file ignores for tests?"),
        ("assistant", "Kept as they were, under lint.per-file-ignores: tests may use assert and magic numbers."),
    ],
    "support-reply": [
        ("user", "a customer says the export button does nothing"),
        ("assistant", "Their account is on the legacy plan, where export is disabled; the button should be hidden "
                      "but is shown because of a stale cache."),
        ("assistant", "Draft reply: \"Thanks for reporting this. Export is not part of your current plan, and the "
                      "button should not have been shown; we've fixed that. Upgrading enables it.\""),
        ("user", "soften it, don't push the upgrade"),
        ("assistant", "Revised: \"Thanks for reporting this. The button was shown by mistake, which we've fixed. "
                      "If exports would help you, we're happy to talk about options.\""),
        ("user", "send it"),
        ("tool", "ticket 88213: reply sent, status pending"),
    ],
    "data-pipeline": [
        ("user", "yesterday's report has half the usual rows"),
        ("tool", "etl log: 2 of 4 partitions skipped (schema mismatch: column 'amount' expected DECIMAL, got STRING)"),
        ("assistant", "The upstream export started writing amount as text, so the loader rejected two partitions "
                      "and skipped them instead of failing the run."),
        ("assistant", "I added a cast for amount, reloaded the two partitions and re-ran the report. Row counts "
                      "match the usual volume now."),
        ("user", "can it fail loudly next time instead of skipping?"),
        ("assistant", "Changed the loader so a schema mismatch fails the run and alerts the data channel; the "
                      "skip-on-error option is off."),
    ],
    "writing-help": [
        ("user", "rewrite this intro so it sounds less stiff"),
        ("assistant", "Here is a looser version. I kept your first sentence, dropped \"it is important to note "
                      "that\", and split the long second sentence in two."),
        ("user", "don't use em dashes, my editor hates them"),
        ("assistant", "Understood, no em dashes. I replaced the three in the draft with commas and a full stop."),
        ("user", "and from now on keep my paragraphs short"),
        ("assistant", "Will do: short paragraphs, no em dashes, for the rest of this piece."),
    ],
    "ssh-hardening": [
        ("user", "harden ssh on the new box"),
        ("assistant", "I disabled password login and root login, and limited ssh to the admin group. Key-based "
                      "login for your user still works; I tested it from a second session before closing the first."),
        ("tool", "sshd -T: permitrootlogin no; passwordauthentication no; allowgroups admin"),
        ("user", "the old ChallengeResponseAuthentication line?"),
        ("assistant", "That option is deprecated in OpenSSH 8.7 and later; sshd treats it as an alias of "
                      "KbdInteractiveAuthentication. I replaced it with the new name, set to no."),
        ("user", "fail2ban too"),
        ("assistant", "fail2ban is installed with the sshd jail on: 5 failures in 10 minutes bans an address for "
                      "an hour. Your office IP is on the ignore list so you can't lock yourself out."),
    ],
    "de-upgrade": [
        ("user", "Nach dem Update startet der Dienst nicht mehr, was ist passiert?"),
        ("assistant", "Die neue Version hat den Schlüssel max_conn in max_connections umbenannt. Der alte Schlüssel "
                      "wird ignoriert, deshalb fehlt der Wert und der Start bricht ab."),
        ("user", "Kannst du das korrigieren?"),
        ("assistant", "Erledigt: Ich habe den Wert in die neue Zeile übernommen und die alte entfernt. Der Dienst "
                      "läuft wieder."),
        ("tool", "systemctl status app: active (running) since 10:42"),
        ("assistant", "Außerdem ist die Option legacy_mode veraltet; sie wird noch gelesen, aber mit einer Warnung."),
    ],
    "fr-debug": [
        ("user", "Les tests d'intégration sont ignorés depuis hier, pourquoi ?"),
        ("assistant", "La variable REDIS_URL n'est plus définie dans le runner, donc les tests qui en dépendent "
                      "sont ignorés au lieu d'échouer."),
        ("assistant", "J'ai ajouté la variable dans la configuration du pipeline et relancé : tous les tests "
                      "passent sauf un, qui échoue pour une vraie raison."),
        ("user", "Désactive-le pour l'instant."),
        ("assistant", "Je préfère ne pas le désactiver complètement : je l'ai marqué comme échec attendu, avec un "
                      "lien vers le ticket, pour qu'il reste visible."),
    ],
    "es-config": [
        ("user", "¿Por qué la app ya no usa mi zona horaria?"),
        ("assistant", "La actualización cambió el nombre de la opción tz a timezone. La opción antigua se ignora y "
                      "la app usa UTC por defecto."),
        ("user", "Arréglalo, por favor."),
        ("assistant", "Listo: moví tu valor, Europe/Madrid, a la nueva opción y borré la antigua."),
        ("tool", "config check: 0 warnings"),
        ("assistant", "También desactivé el modo de compatibilidad, que ya no hace falta."),
    ],
    "ja-ci": [
        ("user", "ビルドが急に遅くなった。原因を調べて"),
        ("assistant", "キャッシュの設定が新しいバージョンで無視されるようになり、毎回すべての依存関係を"
                      "インストールしています。"),
        ("assistant", "設定キーを新しい名前に変更しました。キャッシュが効くようになり、ビルドは2分に戻りました。"),
        ("user", "古い設定は消していい？"),
        ("assistant", "はい、もう読まれていないので削除しました。"),
    ],
    "zh-deploy": [
        ("user", "部署之后健康检查一直失败"),
        ("assistant", "新版本把配置项 health_path 改名为 healthcheck.path，旧的配置项会被忽略，所以检查的是默认路径。"),
        ("assistant", "我已经把值迁移到新的配置项，并删除了旧的。健康检查现在通过了。"),
        ("tool", "healthcheck: 200 OK (3/3)"),
        ("user", "还有别的变化吗？"),
        ("assistant", "旧的日志格式选项已被弃用，目前仍然可用，但下个大版本会被跳过。"),
    ],
}


def transcript(messages: list[tuple[str, str]], day: str) -> str:
    """A session as a JSONL transcript file: a session metadata line, then one message a line, a minute apart."""
    lines = [json.dumps({"type": "session", "version": 3, "timestamp": f"{day}T08:59:00Z"})]
    lines += [json.dumps({"role": role, "content": content, "timestamp": f"{day}T09:{i % 60:02d}:00Z"}, ensure_ascii=False)
              for i, (role, content) in enumerate(messages)]
    return "\n".join(lines) + "\n"


def rendered_rows(family: str, messages: list[tuple[str, str]], day: str) -> list[tuple[str, str]]:
    """``(family, text)`` guard rows of one session as memspark renders its transcript
    (:func:`memspark.chunking.plain.render_transcript`: ``role: content`` lines, the session heading above the
    first): every message line alone, then the rendered lines in windows of :data:`WINDOW` message lines
    (non-overlapping, the first with the heading line, the last one shorter)."""
    from memspark.chunking.plain import render_transcript

    lines = [line for line in render_transcript(transcript(messages, day)).text.splitlines() if line.strip()]
    heading = lines[:1] if lines and lines[0].startswith("# ") else []
    said = lines[len(heading):]
    windows = ["\n".join((heading if i == 0 else []) + said[i:i + WINDOW]) for i in range(0, len(said), WINDOW)]
    return [(family, line) for line in said] + [(family, w) for w in windows]


def guard_lines() -> list[tuple[str, str]]:
    """The guard rows of every session (:func:`rendered_rows`), one family (``chat:session-<topic>``) a session,
    the sessions dated a day apart from 2 March 2026: these, then those in other languages
    (:data:`bench.corpora.agent_sessions_ml.SESSIONS_ML`)."""
    from bench.corpora.agent_sessions_ml import SESSIONS_ML

    return [row for n, (topic, messages) in enumerate([*SESSIONS.items(), *SESSIONS_ML.items()])
            for row in rendered_rows(f"chat:session-{topic}", messages, (date(2026, 3, 2) + timedelta(days=n)).isoformat())]
