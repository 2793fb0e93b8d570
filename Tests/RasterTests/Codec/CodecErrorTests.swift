import Glibc
import Testing
@testable import Raster

@Suite("Codec errors")
struct CodecErrorTests {
    func readError(_ path: String) -> PNGError? {
        do { _ = try PNG.read(contentsOf: path); return nil } catch { return error }
    }

    @Test("bad files throw one-line messages naming the path and the reason", arguments: [
        ("not_a_png.png", "not a PNG file"),
        ("truncated.png", "truncated"),
        ("corrupt.png", "corrupt PNG data"),
        ("no_such_file.png", "no such file"),
    ])
    func badFiles(name: String, reason: String) throws {
        let path = CodecTestSupport.fixture(name)
        let error = try #require(readError(path))
        #expect(error.description.contains(path))
        #expect(error.description.contains(reason), "\(error)")
        #expect(!error.description.contains("\n"))
    }

    @Test("libpng's own message is kept in the description")
    func libpngMessage() throws {
        let error = try #require(readError(CodecTestSupport.fixture("not_a_png.png")))
        #expect(error.description.contains("(libpng: Not a PNG file)"))
        let corrupt = try #require(readError(CodecTestSupport.fixture("corrupt.png")))
        #expect(corrupt.description.contains("bad adaptive filter value"), "\(corrupt)")
    }

    @Test("a directory is refused as not a regular file before reading, not a crash")
    func directory() throws {
        let path = CodecTestSupport.fixtureDirectory
        let error = try #require(readError(path))
        #expect(error == .refused(.notRegularFile(path: path, kind: "a directory")), "\(error)")
    }

    @Test("empty and tiny inputs are not PNGs", arguments: [[], [0x89], [0x89, 0x50, 0x4E, 0x47]] as [[UInt8]])
    func tinyInputs(bytes: [UInt8]) {
        #expect(throws: PNGError.malformed(path: "mem", problem: "not a PNG file", libpngMessage: "Not a PNG file")) {
            try PNG.decode(bytes, source: "mem")
        }
    }

    @Test("a 20000 x 20000 header is refused before the pixel buffer is allocated")
    func decompressionBomb() throws {
        let path = CodecTestSupport.fixture("huge_header.png")
        // Peak resident memory: decoding 20000 x 20000 RGBA would touch 1.6 GB.
        func peakKilobytes() -> Int { var usage = rusage(); getrusage(RUSAGE_SELF.rawValue, &usage); return usage.ru_maxrss }
        let before = peakKilobytes()
        let error = try #require(readError(path))
        let growth = (peakKilobytes() - before) * 1024
        #expect(error == .tooLarge(path: path, width: 20000, height: 20000))
        #expect(error.description.contains("20000 x 20000"))
        #expect(growth < 100_000_000, "peak memory grew by \(growth) bytes")
    }

    @Test("writing into a missing directory throws and leaves nothing")
    func missingDirectory() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let path = "\(dir)/missing/out.png"
        let image = CodecTestSupport.uiFrame(width: 8, height: 8)
        #expect(throws: PNGError.self) { try PNG.write(image, to: path) }
        do { try PNG.write(image, to: path) } catch {
            #expect(error.description.contains(path) && error.description.contains("No such file or directory"), "\(error)")
        }
        #expect(CodecTestSupport.directoryEntries(dir).isEmpty)
    }

    @Test("writing into an unwritable directory throws and leaves nothing",
          .enabled(if: getuid() != 0, "running as root, which may write into any directory"))
    func unwritableDirectory() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { chmod(dir, 0o700); CodecTestSupport.removeTree(dir) }
        chmod(dir, 0o500)
        let path = "\(dir)/out.png"
        do {
            try PNG.write(CodecTestSupport.uiFrame(width: 8, height: 8), to: path)
            Issue.record("write into a read-only directory succeeded")
        } catch {
            #expect(error.description.contains(path) && error.description.contains("Permission denied"), "\(error)")
        }
        chmod(dir, 0o700)
        #expect(CodecTestSupport.directoryEntries(dir).isEmpty)
    }

    @Test("writing below a regular file (ENOTDIR) throws with the path and strerror")
    func parentIsAFile() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        try PNG.writeAtomically(bytes: [1, 2, 3], to: "\(dir)/file")
        let path = "\(dir)/file/out.png"
        do {
            try PNG.writeAtomically(bytes: [1, 2, 3], to: path)
            Issue.record("write below a regular file succeeded")
        } catch {
            #expect(error.description.contains(path) && error.description.contains("Not a directory"), "\(error)")
        }
        #expect(CodecTestSupport.directoryEntries(dir) == ["file"])
    }

    @Test("a write lands under its own name with no temporary left beside it")
    func writeLeavesOnlyTheFile() throws {
        let dir = CodecTestSupport.scratchDirectory()
        defer { CodecTestSupport.removeTree(dir) }
        let image = CodecTestSupport.uiFrame(width: 30, height: 20)
        try PNG.write(image, to: "\(dir)/a.png")
        try PNG.write(image, to: "\(dir)/a.png", compression: .small) // replaces
        #expect(CodecTestSupport.directoryEntries(dir) == ["a.png"])
        #expect(try PNG.read(contentsOf: "\(dir)/a.png").hasSamePixels(as: image))
    }
}
