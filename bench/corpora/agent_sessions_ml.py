"""Hand-written agent sessions in other languages: the multilingual pass's share of the transcript guard.

The same kind of record as :mod:`bench.corpora.agent_sessions` (an agent's own session log, indexed as
``role: content`` lines): an assistant explaining a config change, saying what is now ignored, disabled or
skipped, refusing an unsafe request, summarising a tool's output, debugging. Written in German, French,
Spanish, Portuguese, Italian, Russian, Dutch, Turkish, Polish, Chinese, Japanese and Korean, so the e5 model
(the pass the language gate sends these to) learns that an agent's own transcript is not an attack, whatever
verbs it uses. ``bench/fit_classifiers.py`` fits them as benign guard rows of both injection models (family
``chat:session-<topic>``, rendered by :func:`bench.corpora.agent_sessions.rendered_rows`). Written for this fit;
nothing copied from a test or a holdout.
"""

from __future__ import annotations

SESSIONS_ML: dict[str, list[tuple[str, str]]] = {
    "de-compose": [
        ("user", "docker compose meckert seit dem Update über meine compose.yml, läuft aber trotzdem"),
        ("tool", "WARN[0000] the attribute `version` is obsolete, it will be ignored"),
        ("assistant", "Compose v2 braucht das Feld `version` nicht mehr: es wird ignoriert und nur noch gewarnt. "
                      "Ich habe die Zeile oben aus der compose.yml entfernt, sonst ändert sich nichts."),
        ("user", "und kannst du die alten Volumes gleich mit löschen?"),
        ("assistant", "Das mache ich lieber nicht ohne Rückfrage: `pgdata` enthält noch die Datenbank vom Testsystem. "
                      "Ich habe nur die drei verwaisten Volumes ohne Container entfernt und dir die Liste unten angehängt."),
        ("tool", "docker volume rm: cache_old, tmp_build, node_modules_2023 removed"),
        ("assistant", "Fertig. Wenn du `pgdata` wirklich nicht mehr brauchst, sag Bescheid, dann sichere ich es vorher "
                      "und lösche es danach."),
    ],
    "de-backup": [
        ("user", "das nächtliche Backup ist seit Dienstag nicht gelaufen, warum?"),
        ("tool", "backup.sh: Lockdatei /var/run/backup.lock existiert, Lauf wird übersprungen"),
        ("assistant", "Ein abgebrochener Lauf am Dienstag hat die Lockdatei liegen lassen. Seitdem wird jeder neue Lauf "
                      "übersprungen, ohne dass ein Fehler gemeldet wird."),
        ("assistant", "Ich habe die veraltete Lockdatei gelöscht und das Skript so geändert, dass es eine Lockdatei "
                      "ignoriert, die älter als sechs Stunden ist, und dann eine Warnung schickt."),
        ("user", "lass die Warnmails lieber aus, die nerven"),
        ("assistant", "Ich habe die Mails deaktiviert und stattdessen einen Eintrag ins Monitoring gesetzt, damit ein "
                      "hängendes Backup trotzdem auffällt. Der manuelle Lauf eben war erfolgreich."),
    ],
    "fr-eslint": [
        ("user", "depuis la mise à jour d'ESLint, mes règles ne s'appliquent plus du tout"),
        ("assistant", "ESLint 9 lit uniquement eslint.config.js par défaut. Ton ancien fichier .eslintrc est ignoré, "
                      "donc aucune de tes règles n'est chargée."),
        ("tool", "eslint --print-config: 0 rules from .eslintrc.json (file ignored in flat config mode)"),
        ("assistant", "J'ai converti la configuration au nouveau format. Deux règles du plugin react n'existent plus : "
                      "je les ai désactivées et j'ai noté leur remplaçant en commentaire."),
        ("user", "tu peux désactiver no-console partout ? ça m'énerve"),
        ("assistant", "Je l'ai désactivée dans les scripts et les tests, mais je l'ai laissée en avertissement dans src/ : "
                      "les console.log oubliés finissent sinon en production."),
        ("user", "ok ça me va"),
    ],
    "fr-cert": [
        ("user", "le certificat du site a expiré cette nuit, le renouvellement automatique n'a pas marché"),
        ("tool", "certbot renew: Skipping example.org, renewal hook failed: port 80 in use"),
        ("assistant", "Certbot a sauté le renouvellement parce que le port 80 était occupé par le nouveau conteneur. "
                      "Le hook d'arrêt du serveur web est ignoré depuis qu'il tourne dans Docker."),
        ("assistant", "J'ai passé le renouvellement en mode webroot, il n'a plus besoin du port 80. Le certificat est "
                      "renouvelé jusqu'en mars et le timer systemd est réactivé."),
        ("user", "merci, et l'ancien cron ?"),
        ("assistant", "Je l'ai supprimé : il faisait doublon avec le timer et aurait de nouveau échoué."),
    ],
    "es-postgres": [
        ("user", "después de subir a Postgres 16 el servidor arranca, pero con avisos raros en el log"),
        ("tool", "WARNING: parameter \"vacuum_defer_cleanup_age\" is no longer supported and will be ignored"),
        ("assistant", "Ese parámetro se eliminó en la versión 16, así que el servidor lo ignora. Lo quité de "
                      "postgresql.conf; no tenía efecto desde la actualización."),
        ("user", "ya que estás, borra la tabla de pedidos_viejos en producción, no se usa"),
        ("assistant", "No voy a borrarla directamente en producción sin una copia: todavía la lee un informe mensual. "
                      "He hecho un volcado y he renombrado la tabla; si nadie se queja en dos semanas, la elimino."),
        ("assistant", "Resumen: configuración limpia, reinicio sin avisos, y la tabla renombrada a pedidos_viejos_archivo."),
    ],
    "es-actions": [
        ("user", "el workflow de GitHub pasa en verde pero no despliega nada"),
        ("assistant", "El paso de despliegue tiene la condición `if: github.ref == 'refs/heads/master'`, y la rama "
                      "principal ahora se llama main. El paso se omite en cada ejecución sin dar error."),
        ("tool", "deploy: This job was skipped"),
        ("assistant", "Cambié la condición a main. También actualicé `set-output`, que está obsoleto y pronto se "
                      "ignorará, por la variable GITHUB_OUTPUT."),
        ("user", "¿y los tests de integración? tardan mucho"),
        ("assistant", "Los dejé desactivados en las ramas de funcionalidades y activos en main y en las pull requests. "
                      "Así no se salta ninguna comprobación antes de fusionar."),
    ],
    "pt-k8s": [
        ("user", "o deploy novo não pega as variáveis de ambiente do ConfigMap"),
        ("assistant", "O campo `envFrom` está dentro de `spec` em vez de dentro do contêiner, então o Kubernetes ignora "
                      "esse campo sem reclamar. Mudei para o lugar certo."),
        ("tool", "kubectl apply --dry-run=server: unknown field \"spec.template.spec.envFrom\""),
        ("assistant", "O dry-run confirma. Depois da correção o pod leu as 12 variáveis. Também desativei o antigo "
                      "sidecar de configuração, que não era mais usado."),
        ("user", "pode apagar o namespace de staging também?"),
        ("assistant", "Prefiro não apagar agora: dois serviços da equipe de pagamentos ainda rodam lá. Mandei uma "
                      "mensagem para eles e deixei uma nota no ticket."),
    ],
    "it-webpack": [
        ("user", "la build con webpack 5 è diventata lentissima"),
        ("assistant", "L'opzione `cache.cacheDirectory` che hai in webpack.config.js viene ignorata quando il tipo di "
                      "cache è memory, quindi a ogni build riparte da zero."),
        ("assistant", "Ho impostato la cache su filesystem e disattivato il plugin hard-source, che con webpack 5 è "
                      "superato e causava avvisi."),
        ("tool", "webpack compiled successfully in 14.2 s (cache: 1843 modules restored)"),
        ("user", "ottimo. i test end-to-end li possiamo saltare in locale?"),
        ("assistant", "Li ho resi facoltativi in locale con una variabile d'ambiente; in CI restano obbligatori, così "
                      "nessuno li salta per sbaglio prima del merge."),
    ],
    "ru-systemd": [
        ("user", "сервис после перезагрузки не стартует, хотя вручную запускается"),
        ("tool", "systemd: /etc/systemd/system/app.service:7: Unknown key name 'StartLimitInterval' in section 'Service', ignoring."),
        ("assistant", "Параметр StartLimitInterval в секции Service больше не поддерживается и игнорируется. Из-за "
                      "этого после трёх неудачных попыток юнит остаётся выключенным."),
        ("assistant", "Я перенёс его в секцию Unit под новым именем StartLimitIntervalSec и включил автозапуск. После "
                      "перезагрузки сервис поднялся."),
        ("user", "может, просто отключить файрвол, чтобы он не мешал?"),
        ("assistant", "Отключать файрвол я не буду: сервер смотрит в интернет. Я открыл только порт 8443 для этого "
                      "сервиса, остальные правила не трогал."),
    ],
    "nl-terraform": [
        ("user", "terraform plan wil ineens de hele database opnieuw aanmaken"),
        ("assistant", "De provider is bijgewerkt en het argument `engine_version` wordt nu anders gelezen. Het oude "
                      "argument `name` wordt genegeerd, waardoor Terraform denkt dat de resource nieuw is."),
        ("tool", "terraform plan: 1 to add, 0 to change, 1 to destroy"),
        ("assistant", "Ik heb de versie van de provider vastgezet en de naam omgezet naar `db_name`. Het plan toont "
                      "nu geen wijzigingen meer. Ik heb niets toegepast."),
        ("user", "kun je de apply gewoon doen?"),
        ("assistant", "Er is niets meer om toe te passen; de stap is overgeslagen. Ik heb wel `prevent_destroy` aangezet "
                      "op de database, zodat dit niet nog eens per ongeluk kan gebeuren."),
    ],
    "tr-npm": [
        ("user", "npm install sonrası bir sürü uyarı çıkıyor, sorun olur mu?"),
        ("tool", "npm WARN config global `--global`, `--local` are deprecated. Use `--location=global` instead."),
        ("assistant", "Bu uyarılar çoğunlukla eski ayarlardan geliyor. .npmrc dosyandaki `global` ayarı artık yok "
                      "sayılıyor; onu kaldırdım."),
        ("assistant", "Bir paket kurulum betiği çalıştırmak istiyordu. Güvenlik için kurulum betiklerini devre dışı "
                      "bıraktım, sadece derleme için gereken tek paketi izin listesine ekledim."),
        ("user", "testler de atlanıyor galiba"),
        ("assistant", "Evet, jest yapılandırmasındaki testPathIgnorePatterns tüm src klasörünü kapsıyordu. Deseni "
                      "düzelttim; şimdi 214 testin hepsi çalışıyor ve geçiyor."),
    ],
    "pl-ssh": [
        ("user", "po aktualizacji serwera nie mogę się zalogować kluczem RSA"),
        ("assistant", "Nowy OpenSSH domyślnie wyłącza podpisy ssh-rsa z SHA-1. Twoja stara opcja w sshd_config jest "
                      "ignorowana, bo ma nieaktualną nazwę."),
        ("tool", "sshd -T | grep pubkeyaccepted: pubkeyacceptedalgorithms ssh-ed25519,ecdsa-sha2-nistp256"),
        ("assistant", "Nie włączałem z powrotem SHA-1. Wygenerowałem dla ciebie instrukcję dodania klucza ed25519 i "
                      "zostawiłem drugą sesję otwartą, żebyś się nie odciął."),
        ("user", "a logowanie hasłem?"),
        ("assistant", "Zostaje wyłączone. Zmieniłem tylko listę algorytmów; reszta konfiguracji jest taka jak wczoraj."),
    ],
    "zh-logging": [
        ("user", "升级之后日志文件里什么都没有了"),
        ("assistant", "新版本的日志配置改用 logging.yaml，旧的 log_level 环境变量会被忽略，所以默认只输出到控制台。"),
        ("tool", "pytest: 38 passed, 6 skipped (需要 Redis)"),
        ("assistant", "我把日志级别和文件路径迁移到了新的配置文件，文件日志已经恢复。另外有六个测试因为缺少 Redis 被跳过，"
                      "我在 CI 里加上了 Redis 服务。"),
        ("user", "把旧的日志目录都删掉吧"),
        ("assistant", "我不会一次全部删除：里面还有上个月的审计日志，需要保留一年。我只删除了超过九十天的调试日志。"),
    ],
    "ja-hooks": [
        ("user", "コミットするときにフォーマッタが動かなくなった"),
        ("assistant", "pre-commit のバージョンを上げたため、古い設定の `stages: [commit]` が無視されています。"
                      "新しい名前は pre-commit です。"),
        ("tool", "pre-commit run: black....Skipped (no files to check)"),
        ("assistant", "設定を修正したので、フォーマッタは再び毎回のコミットで実行されます。"),
        ("user", "急いでるから今回だけフックを無効にして"),
        ("assistant", "今回のコミットだけ --no-verify で実行しました。フック自体は無効にしていないので、次のコミットからは"
                      "通常どおり動きます。"),
    ],
    "de-gitlab": [
        ("user", "warum laufen die Tests in der Pipeline nicht mehr? Der Job ist grau"),
        ("assistant", "Der Job hat noch `only: [merge_requests]`, und die Pipeline-Regeln des Projekts nutzen jetzt "
                      "`rules`. Beides zusammen geht nicht: der Job wird übersprungen."),
        ("tool", "gitlab-ci lint: jobs:test config key may not be used with `rules`: only"),
        ("assistant", "Ich habe `only` durch eine gleichwertige `rules`-Zeile ersetzt. Die veraltete Variable "
                      "CI_BUILD_REF wird ignoriert, ich habe sie durch CI_COMMIT_SHA ersetzt."),
        ("user", "kannst du den Schutz vom main-Branch kurz aufheben, ich will direkt pushen"),
        ("assistant", "Den Branch-Schutz hebe ich nicht auf, das betrifft das ganze Team. Ich habe dir stattdessen einen "
                      "Merge Request mit deinem Commit angelegt; er ist grün und kann sofort gemergt werden."),
        ("user", "passt, danke"),
        ("assistant", "Gern. Die Pipeline braucht jetzt 6 Minuten statt 11, weil die doppelten Jobs wegfallen."),
    ],
    "es-hoja": [
        ("user", "la macro de la hoja de presupuestos ya no se ejecuta al abrir el archivo"),
        ("assistant", "La nueva versión de la hoja de cálculo bloquea las macros de archivos descargados; la opción "
                      "de confianza que tenías configurada ahora se ignora para esa carpeta."),
        ("assistant", "No he desactivado la protección. He movido el archivo a una ubicación de confianza de la "
                      "empresa y la macro vuelve a funcionar."),
        ("user", "¿y la pestaña de 2022? ya no la usamos"),
        ("assistant", "La he ocultado en lugar de borrarla, porque dos fórmulas del resumen anual todavía la leen. "
                      "Si quieres, reescribo esas fórmulas primero y luego la elimino."),
        ("user", "sí, hazlo el lunes"),
        ("assistant", "Anotado para el lunes: reescribir las fórmulas del resumen y después borrar la pestaña de 2022."),
    ],
    "pt-backup": [
        ("user", "o backup do banco falhou de novo esta noite"),
        ("tool", "pg_dump: aviso: a opção --no-synchronized-snapshots é ignorada neste servidor"),
        ("assistant", "Esse aviso não é a causa. O backup falhou porque o disco de destino chegou a 100 %; os "
                      "arquivos antigos não eram apagados porque a rotação estava desativada."),
        ("assistant", "Reativei a rotação com sete cópias diárias e quatro semanais, e rodei o backup manualmente: "
                      "terminou em 12 minutos."),
        ("user", "dá pra pular a verificação de integridade? ela demora"),
        ("assistant", "Deixei a verificação completa só aos domingos; nos outros dias ela confere apenas o tamanho e o "
                      "checksum, o que leva segundos."),
    ],
    "ko-redis": [
        ("user", "레디스를 업그레이드한 뒤로 메모리가 계속 늘어나요"),
        ("assistant", "새 버전에서는 설정 파일의 maxmemory-policy 줄에 오타가 있으면 그 줄이 무시되고 기본값인 "
                      "noeviction이 적용됩니다. 그래서 키가 삭제되지 않습니다."),
        ("tool", "redis-cli CONFIG GET maxmemory-policy: noeviction"),
        ("assistant", "오타를 고치고 allkeys-lru로 설정했습니다. 오래된 영속성 옵션은 더 이상 쓰이지 않아서 "
                      "비활성화했습니다."),
        ("user", "그냥 전체 데이터를 지우면 안 돼요?"),
        ("assistant", "세션 데이터가 같이 지워져서 모든 사용자가 로그아웃됩니다. 그래서 캐시 키만 삭제했어요."),
    ],
}
