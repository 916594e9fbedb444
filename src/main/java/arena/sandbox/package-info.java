/**
 * Where hosted code runs (issue 26): compilers and bots, each in a box of its own. No part of the arena is reached
 * from here, and nothing here knows of contests, games or the store: a runner gives a language, a build folder and
 * limits, and gets a process with its streams and, when it ends, why in plain words.
 *
 * <ul>
 * <li>{@link arena.sandbox.Sandbox}: the seam (check, build, start, probe); {@link arena.sandbox.BubblewrapSandbox}
 *     makes it with bubblewrap, and refuses everything with the reason when its self-test fails.</li>
 * <li>{@link arena.sandbox.BoxCommand}: the command line of one box, layer by layer (cgroups, rlimits, uid, namespaces).</li>
 * <li>{@link arena.sandbox.SeccompFilter}: the seccomp filter of every box, a classic BPF program made from tables of
 *     system call numbers (issue 41); {@link arena.sandbox.BoxesMemory}: the memory of all boxes together.</li>
 * <li>{@link arena.sandbox.BoxIds}: a uid of its own per running box; {@link arena.sandbox.Cgroups}: v2 delegated
 *     ({@link arena.sandbox.CgroupsV2}), v1 as root ({@link arena.sandbox.CgroupsV1}), or none, each arena process in
 *     groups of its own ({@link arena.sandbox.ProcessGroup}) so its boxes weigh against it alone
 *     ({@link arena.sandbox.CpuShare}); {@link arena.sandbox.BoxWatch}: ends a box whose tree reached a limit.</li>
 * <li>{@link arena.sandbox.SandboxedProcess}: one box as the arena sees it, and the end of it (nothing survives).</li>
 * <li>{@link arena.sandbox.Languages}: the languages table as data ({@code sandbox/languages.tsv}, plus
 *     {@code DATA_DIR/languages.tsv}), each toolchain probed in a box; {@link arena.sandbox.RunLimits}: the limits.</li>
 * <li>{@link arena.sandbox.SourceFiles}: sources checked, hashed and written.</li>
 * </ul>
 *
 * What a host needs and how to change the limits: docs/sandbox.md.
 */
package arena.sandbox;
