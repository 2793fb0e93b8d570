import Testing
@testable import RenderTransitionCLI

/// The table-driven parser and the value readers, in process.
@Suite struct CLIArgumentParserTests {
    let parser = ArgumentParser(command: "render-transition", options: RenderOptions.render)

    @Test(arguments: [
        (["--fps", "30"], "30"),
        (["--fps=30"], "30"),
        (["--fps", "-5"], "-5"),
        (["--fps=-5"], "-5"),
    ])
    func valueFormsAreEquivalent(arguments: [String], expected: String) throws {
        #expect(try parser.parse(arguments).value("--fps") == expected)
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let p = try parser.parse(["--format", "apng", "--format=png", "--quiet"])
        #expect(p.all("--format") == ["apng", "png"])
        #expect(p.has("--quiet"))
        #expect(!p.has("--reverse"))
    }

    @Test func doubleDashMakesTheRestPositional() throws {
        let p = try parser.parse(["--quiet", "--", "--fps"])
        #expect(p.positionals == ["--fps"])
        #expect(!p.has("--fps"))
    }

    @Test(arguments: [
        (["--fsp", "3"], "unknown option '--fsp'; did you mean '--fps'?"),
        (["--transiton", "x"], "unknown option '--transiton'; did you mean '--transition'?"),
        (["--zzzzzzzz"], "unknown option '--zzzzzzzz'; see 'render-transition --help'"),
        (["--fps"], "missing value for --fps (expected --fps N)"),
        (["--quiet=yes"], "--quiet takes no value (got 'yes')"),
        (["--fps", "1", "--fps", "2"], "--fps is given more than once; give it once"),
    ])
    func usageErrorsNameTheArgument(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message)) { try parser.parse(arguments) }
    }

    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("--fps", "--fsp", 1), ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("ca", "abc", 3),
    ])
    func editDistanceMatchesHandComputedValues(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test func frameRangeReadsInclusiveBounds() throws {
        #expect(try OptionValue.frameRange("3..7", option: "--frames") == 3...7)
        #expect(try OptionValue.frameRange("4", option: "--frames") == 4...4)
        #expect(throws: CLIError.self) { try OptionValue.frameRange("7..3", option: "--frames") }
        #expect(throws: CLIError.self) { try OptionValue.frameRange("a..b", option: "--frames") }
        #expect(throws: CLIError.self) { try OptionValue.frameRange("-1..3", option: "--frames") }
    }

    @Test func numbersRefuseNaNAndInfinity() {
        for text in ["nan", "inf", "-infinity", "1e999", ""] {
            #expect(throws: CLIError.self) { try OptionValue.number(text, option: "--duration") }
        }
    }

    @Test func requestDefaultsFollowTheContract() throws {
        let r = try RenderRequest(parser.parse([]))
        #expect(r.source == .demo("ping"))
        #expect(r.settings.fps == 60)
        #expect(r.settings.scale == nil)
        #expect(r.outputDirectory == "frames")
        #expect(r.formats == [.png])
        #expect(r.compression == .fast)
        #expect(r.jobs >= 1)
    }

    @Test func frameFileNamesWidenOnlyWhenNeeded() throws {
        #expect(FrameOutput.digits(forLastIndex: 0) == 4)
        #expect(FrameOutput.digits(forLastIndex: 9999) == 4)
        #expect(FrameOutput.digits(forLastIndex: 10000) == 5)
    }

    @Test func everyTableOptionHasHelpAndAppearsInItsHelpText() {
        let pairs: [([OptionSpec], String)] = [
            (RenderOptions.render, HelpText.render), (RenderOptions.render, HelpText.tool),
            (RenderOptions.compare, HelpText.compare), (RenderOptions.docs, HelpText.docs), (RenderOptions.list, HelpText.list),
        ]
        for (table, help) in pairs {
            for o in table {
                #expect(!o.help.isEmpty)
                #expect(help.contains(o.name), "\(o.name) missing from help")
            }
        }
    }
}
