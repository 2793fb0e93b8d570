import Foundation
import Testing
@testable import Raster

@Suite("InputFile: regular files only, read with a cap")
struct InputFileTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rt-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsARegularFileWhole() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("a.bin")
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: file)
        #expect(try InputFile.read(file.path, limit: 200_000) == bytes)
        #expect(throws: InputFileError.tooLarge(path: file.path, bytes: 200_000, limit: 199_999)) {
            try InputFile.read(file.path, limit: 199_999)
        }
    }

    @Test func refusesDevicesFIFOsAndDirectoriesWithoutReading() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: InputFileError.notRegularFile(path: "/dev/zero", kind: "a character device")) {
            try InputFile.read("/dev/zero", limit: 1 << 30)
        }
        #expect(throws: InputFileError.notRegularFile(path: fifo, kind: "a FIFO (named pipe)")) { try InputFile.read(fifo, limit: 100) }
        #expect(throws: InputFileError.notRegularFile(path: dir.path, kind: "a directory")) { try InputFile.read(dir.path, limit: 100) }
        #expect(throws: InputFileError.notFound(path: dir.path + "/missing")) { try InputFile.read(dir.path + "/missing", limit: 100) }
    }

    @Test func aFontPathToAFIFOOrDeviceFallsBackWithAWarningInsteadOfBlocking() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("font.ttf").path
        #expect(mkfifo(fifo, 0o644) == 0)
        for path in [fifo, "/dev/zero"] {
            let resolved = try FontLibrary().resolve(FontDescriptor(family: path, pointSize: 18))
            #expect(resolved.path.hasSuffix("/Inter-Regular.otf"), "the system font")
            #expect(resolved.substitutionWarning?.contains("not a regular file; give the path of a file; using the system font") == true,
                    "\(resolved.substitutionWarning ?? "no warning")")
        }
    }
}
