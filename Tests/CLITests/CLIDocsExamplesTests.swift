import Foundation
import Glibc
import Testing
import RenderTransitionCLI

/// Every `sh` block of docs/cli.md runs as written (in order, in one scratch directory with the
/// repository's fixtures beside it, `render-transition` on the PATH), and the page names every
/// option of every command, the newer ones in an example.
@Suite struct CLIDocsExamplesTests {
    static let page = CLIProcess.packageRoot.appendingPathComponent("docs/cli.md")

    /// The contents of the page's ```sh blocks.
    static func shellBlocks() throws -> [String] {
        let text = try String(contentsOf: page, encoding: .utf8)
        var blocks: [String] = [], current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```sh" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// Runs `script` with `/bin/sh -e` in `directory`, standard error to the file `stderr`; the
    /// exit status. Spawned with an empty signal mask: the test runner's threads block SIGCHLD,
    /// which a child would inherit (Foundation's Process keeps it), and a shell that waits for
    /// its background jobs (the sharding example's `wait`) would then never wake.
    static func runShell(_ script: String, in directory: String, path: String, stderr: String) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let environment = ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 }.map { "\($0)=\($1)" }
        let arguments = ["/bin/sh", "-e", "-c", "cd \"$0\"\n" + script, directory]
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, &argv, &envp) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    @Test func everyShellBlockRunsAsWritten() throws {
        let blocks = try Self.shellBlocks()
        #expect(blocks.count >= 4)
        let dir = try CLIProcess.temporaryDirectory("docs-examples")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(at: dir.appendingPathComponent("fixtures"),
                                                   withDestinationURL: CLIProcess.packageRoot.appendingPathComponent("fixtures"))
        let bin = URL(fileURLWithPath: CLIProcess.binary).deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for block in blocks {
            let status = try Self.runShell(block, in: dir.path, path: path, stderr: dir.appendingPathComponent(".stderr").path)
            let message = (try? String(contentsOf: dir.appendingPathComponent(".stderr"), encoding: .utf8)) ?? ""
            #expect(status == 0, "docs/cli.md example failed:\n\(block)\n\(message)")
        }
        // What the examples promise is there.
        for file in ["frames/frame-0021.png", "readme/transition.png", "webp/transition.webp", "lossy/transition.webp",
                     "gif/transition.gif", "video/transition.mp4", "compare.png", "gallery/index.html",
                     "gallery/circle-mask-forward.webp", "compact/push-reverse-sheet.webp", "sharded/frame-0000.png", "sharded/frame-0021.png", "diff.png"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path), "\(file) was not written")
        }
    }

    @Test func everyOptionIsDocumentedAndTheNewOnesHaveAnExample() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        for option in (RenderOptions.render + RenderOptions.compare + RenderOptions.docs).map(\.name) where option != "--help" {
            let mention = try NSRegularExpression(pattern: "(^|[\\s`|])\(option)($|[\\s`|,=])", options: .anchorsMatchLines)
            #expect(mention.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "docs/cli.md does not mention \(option)")
        }
        let examples = try Self.shellBlocks().joined(separator: "\n")
        for usage in ["--hold", "--quality", "--gif-width", "--sheet", "--format webp", "--format gif", "--format mp4",
                      "docs --out", "--jobs", "--sheet-format webp", "--transition circle-mask --format"] {
            #expect(examples.contains(usage), "no example in docs/cli.md uses \(usage)")
        }
    }
}
