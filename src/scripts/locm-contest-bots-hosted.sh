#!/bin/bash
# The eight real LOCM contest bots of the reference repository (acatai/Strategy-Card-Game-AI-Competition: COG 2021's
# Baseline1, Baseline2, Coac, OneLaneIsEnough, LANE_1_0 and COG 2022's Zylo, RandomWItems2lanes,
# MugenSlayerAttackOnDuraraBallV3) uploaded as hosted bots with their own files, playing one round at the contest's
# default settings, the 2021 bots in LOCM 1.2 and the 2022 bots in LOCM 1.5; prints every match that did not end by the rules and the count of each ending (issue 39).
#
# BOTS is a folder with one sub-folder per bot holding its file as the repository has it (e.g. BOTS/Coac/main.cpp).
# Each is uploaded as a student would, in the arena's own languages at their defaults (python3, cpp17, java: the
# build finds a Java bot's main class, Player or RandomWItems2lanes, itself). Run as root (the sandbox), after `mvn -B -q package -DskipTests`:
#   BOTS=/path/to/bots bash src/scripts/locm-contest-bots-hosted.sh   (KEEP=1: the arena stays up, to read the logs)
set -u
cd "$(dirname "$0")/../.."
JAVA=$(sh src/scripts/jdk.sh)/bin/java
JAR=$PWD/target/arena.jar
B=${BOTS:?give BOTS, the folder of the bots}
OUT=$(mktemp -d)
DATA=$(mktemp -d)
chmod 711 "$DATA"
HTTP=$(python3 -c 'import socket;s=socket.socket();s.bind(("",0));print(s.getsockname()[1])')
BOT=$(python3 -c 'import socket;s=socket.socket();s.bind(("",0));print(s.getsockname()[1])')
export ARENA_ADMIN_PASSWORD=adminpass1 ARENA_ADMIN_TOKEN=tok-cog-hosted
$JAVA -jar $JAR --http-port $HTTP --bot-port $BOT --data-dir $DATA --no-demo > $OUT/arena.log 2>&1 &
ARENA=$!
for i in $(seq 1 120); do curl -sf localhost:$HTTP/ >/dev/null && break; sleep 0.5; done
api() { curl -s -X "$1" -H "Authorization: Bearer $ARENA_ADMIN_TOKEN" -H 'Content-Type: application/json' "localhost:$HTTP$2" ${3:+-d "$3"}; echo; }
declare -A LANG=([Baseline1]=python3 [Baseline2]=python3 [Coac]=cpp17 [OneLaneIsEnough]=cpp17 [LANE_1_0]=java
  [Zylo]=java [RandomWItems2lanes]=java [MugenSlayerAttackOnDuraraBallV3]=python3)
# COG 2021 played LOCM 1.2 (draft), COG 2022 LOCM 1.5 (constructed): each bot plays in a contest of its own game
declare -A GAME=([Baseline1]=locm12 [Baseline2]=locm12 [Coac]=locm12 [OneLaneIsEnough]=locm12 [LANE_1_0]=locm12
  [Zylo]=locm15 [RandomWItems2lanes]=locm15 [MugenSlayerAttackOnDuraraBallV3]=locm15)
for game in locm12 locm15; do
  api POST /api/contests '{"slug":"cog-'$game'","title":"COG bots hosted ('$game')","game":"'$game'","settings":{"rounds":1,"seed":'${SEED:-5}'}}' >/dev/null
done
for t in "${!LANG[@]}"; do
  team=$(echo $t | tr 'A-Z_' 'a-z-' | cut -c1-20)
  game=${GAME[$t]}
  api POST /api/teams "{\"name\":\"$team\",\"password\":\"password1\"}" >/dev/null
  api POST /api/contests/cog-$game/enrollments "{\"team\":\"$team\"}" >/dev/null
  files=$(python3 -c 'import json,os,sys; d=sys.argv[1]; print(json.dumps({f: open(os.path.join(d,f)).read() for f in os.listdir(d)}))' "$B/$t")
  v=$(curl -s -X POST -H "Authorization: Bearer $ARENA_ADMIN_TOKEN" -H 'Content-Type: application/json' localhost:$HTTP/api/teams/$team/bots \
      -d "{\"language\":\"${LANG[$t]}\",\"game\":\"$game\",\"files\":$files}" | python3 -c 'import json,sys;print(json.load(sys.stdin)["version"])')
  for i in $(seq 1 240); do
    st=$(api GET /api/teams/$team/bots/$v | python3 -c 'import json,sys;print(json.load(sys.stdin)["status"])')
    [ "$st" != compiling ] && break; sleep 0.5
  done
  echo "$t ($team, $game): version $v $st"
  api PUT /api/contests/cog-$game/bots/$team "{\"version\":$v}" >/dev/null
done
for game in locm12 locm15; do
  api POST /api/contests/cog-$game/rounds '{}' >/dev/null
  START=$(date +%s)
  for i in $(seq 1 1800); do
    phase=$(api GET /api/contests/cog-$game | python3 -c 'import json,sys;print(json.load(sys.stdin)["phase"])')
    [ "$phase" = finished ] && break
    sleep 1
  done
  echo "$game: the round took $(( $(date +%s) - START )) s, phase $phase"
  api GET /api/contests/cog-$game/rounds/1/matches > $OUT/matches-$game.json
done
# the late turns' own words from the teams' logs (what the program computed meanwhile), read as the instructor
JAR_COOKIES=$OUT/cookies
csrf=$(curl -s -c $JAR_COOKIES -b $JAR_COOKIES localhost:$HTTP/login | grep -o 'name="_csrf" value="[^"]*"' | sed 's/.*value="//;s/"//')
curl -s -c $JAR_COOKIES -b $JAR_COOKIES -o /dev/null --data-urlencode "_csrf=$csrf" -d "as=instructor&name=admin&password=$ARENA_ADMIN_PASSWORD" localhost:$HTTP/login
for game in locm12 locm15; do
  for id in $(python3 -c 'import json,sys;print(" ".join(str(m["id"]) for m in json.load(open(sys.argv[1])) if "timeout" in m["summary"]))' $OUT/matches-$game.json); do
    curl -s -b $JAR_COOKIES localhost:$HTTP/matches/$id/logs | sed 's/<[^>]*>/\n/g' | grep -o 'the arena: no answer after [0-9]* ms\|arena: the bot [^|]*limit[^|]*\|arena: the bot did not answer[^|]*\|Time thinking: [0-9]*ms' \
      | tail -4 | sed "s/^/  $game match $id: /" > $OUT/late-$id.txt; cat $OUT/late-$id.txt
  done
done > $OUT/late.txt
[ -n "${KEEP:-}" ] && echo "KEEP: the arena stays up at http://localhost:$HTTP (pid $ARENA, token $ARENA_ADMIN_TOKEN)" || { kill $ARENA; wait $ARENA; }
echo "arena log and matches: $OUT"
for game in locm12 locm15; do
python3 - "$OUT/matches-$game.json" "$game" <<'PY'
import json, collections, sys
ms = json.load(open(sys.argv[1]))
reasons = collections.Counter()
for m in ms:
    s = m['summary']
    reasons['timeout' if 'timeout' in s else 'invalid' if 'nvalid' in s else 'crash' if 'crash' in s else 'by the rules'] += 1
    if 'timeout' in s or 'nvalid' in s or 'crash' in s: print(' ', m['id'], m['seats'], s)
print(sys.argv[2] + ':', len(ms), 'matches:', dict(reasons))
PY
done
echo "the late turns, as the teams' logs tell them:"; cat $OUT/late.txt
