/**
 * The jar's command lines, read one way (issue 45: the arena's start, {@code arena.Main}, and the runner's command,
 * {@code arena.runner.RunnerCommand}, each had a copy): an option's value, a whole number, a port, an empty setting. It
 * depends on nothing of the arena, so every command may use it. The bridge reads its own: it is built alone for Java 17.
 */
package arena.cli;
