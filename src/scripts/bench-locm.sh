#!/bin/sh
# The LOCM engine against the reference referee's, same seeded games checked identical, then games per CPU second
# of both (arena.games.locm.bench.LocmReferenceBench). REPO is a checkout of acatai/Strategy-Card-Game-AI-Competition
# whose referee1.2-java is the 1.2 to compare with (HEAD) and REF15 the referee1.5-java of COG 2022 (commit 7aaec88):
#   git -C REPO worktree add /tmp/locm-cog2022 7aaec88
#   sh src/scripts/bench-locm.sh --ref12 REPO/referee1.2-java --ref15 /tmp/locm-cog2022/referee1.5-java [--check 20000] [--seconds 10]
# The reference's 1.5 card generator needs Gson and Guava: they are fetched into the local Maven repository.
set -e
cd "$(dirname "$0")/../.."
JAVA_HOME=$(sh src/scripts/jdk.sh); export JAVA_HOME
PATH="$JAVA_HOME/bin:$PATH"; export PATH
mvn -B -q -o test-compile -DskipTests 2>/dev/null || mvn -B -q test-compile -DskipTests
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-cp.txt
libs=""
for a in com.google.code.gson:gson:2.10.1 com.google.guava:guava:31.1-jre; do
  mvn -B -q -o dependency:get -Dartifact=$a -Dtransitive=false 2>/dev/null || mvn -B -q dependency:get -Dartifact=$a -Dtransitive=false
  g=$(echo $a | cut -d: -f1 | tr . /); n=$(echo $a | cut -d: -f2); v=$(echo $a | cut -d: -f3)
  libs="$libs${libs:+:}$HOME/.m2/repository/$g/$n/$v/$n-$v.jar"
done
exec java -cp "target/test-classes:target/classes:$(cat target/test-cp.txt)" arena.games.locm.bench.LocmReferenceBench --libs "$libs" "$@"
