/**
 * A runner on another machine (issue 30): {@code java -jar arena.jar runner --arena URL --token T [--slots N]}. It runs
 * the arena's {@link arena.hosted.Runner} with its own sandbox and builds, over an {@link arena.hosted.ArenaLink} through
 * the bot port, and learns what to run from the arena's HTTP API. It reads nothing of the contest core.
 */
package arena.runner;
