# Run in the box (at /arena) by a build step: fails, in words a student reads, when the file the language runs is not
# among the sources (issue 39: a build says "ready" only for a program that can start). $1: that file's name.
[ -f "$1" ] && exit 0
echo "$1 is missing: it is the file this language runs. Name your bot's main file $1, at the top of its folder."
exit 1
