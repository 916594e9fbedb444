#!/bin/sh
# Password guessing beside a well-behaved bot: its command latency and turn gaps, alone and under attack.
# Usage: sh src/scripts/bench-logins.sh [--seconds 20] [--guessers 4] [--teams 40]
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
mvn -B -q test-compile -DskipTests
mvn -B -q dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
exec java -cp "target/test-classes:target/classes:$(cat target/test-cp.txt)" arena.bench.LoginGuessBench "$@"
