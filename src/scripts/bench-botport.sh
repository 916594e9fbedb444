#!/bin/sh
# The bot-port load program: N connections, a mix of cheap commands; prints commands/s and latency.
# Usage: sh src/scripts/bench-botport.sh [--connections 100] [--seconds 10] [--warmup 3]
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
mvn -B -q test-compile -DskipTests
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
exec java -cp "target/test-classes:target/classes:$(cat target/test-cp.txt)" arena.bench.BotPortLoad "$@"
