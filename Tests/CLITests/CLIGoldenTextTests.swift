import Foundation
import Testing
import TransitionTesting

/// `--help` texts and `list`, compared byte for byte with fixtures/cli/*.txt.
/// Re-record with `RT_RECORD=failed swift test --filter CLIGoldenTextTests` (never in CI), as
/// for image goldens.
@Suite struct CLIGoldenTextTests {
    @Test(arguments: [
        (["--help"], "help.txt"),
        (["-h"], "help.txt"),
        (["help"], "help.txt"),
        (["render", "--help"], "render-help.txt"),
        (["compare", "--help"], "compare-help.txt"),
        (["docs", "--help"], "docs-help.txt"),
        (["list", "--help"], "list-help.txt"),
        (["port", "--help"], "port-help.txt"),
        (["help", "compare"], "compare-help.txt"),
        (["list"], "list.txt"),
    ])
    func outputMatchesGolden(arguments: [String], fixture: String) throws {
        let dir = try CLIProcess.temporaryDirectory("golden")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(arguments, in: dir)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        assertGolden(of: result.stdout, atPath: CLIProcess.packageRoot.appendingPathComponent("fixtures/cli/\(fixture)").path)
    }

    @Test func versionPrintsNameAndVersion() throws {
        let dir = try CLIProcess.temporaryDirectory("version")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(["--version"], in: dir)
        #expect(result.status == 0)
        #expect(result.stdout.range(of: #"^render-transition \d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }
}
