"""Operations: schema migration, metadata refresh, re-embedding, maintenance, watching and serving.

The plain-Python halves live here (planners, the watcher, server helpers); the Prefect halves are the
flows in ``flows/`` (reembed, refresh, migrate, maintain). :mod:`memspark.cli` registers the commands.
"""
