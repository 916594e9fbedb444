#!/bin/sh
# Spectators under load: 100 connections poll live boards, then a static file; then the contest page after 300 rounds.
# Usage: sh src/scripts/bench-spectators.sh [--connections 100] [--seconds 10] [--teams 20] [--rounds 300] [--round-teams 12]
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
mvn -B -q test-compile -DskipTests
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
exec java -cp "target/test-classes:target/classes:$(cat target/test-cp.txt)" arena.bench.SpectatorLoad "$@"
