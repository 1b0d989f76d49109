"""Prefect flows that compose the memspark library (the write side)."""
