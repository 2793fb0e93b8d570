import Foundation

/// Finds a package's fixture files from a test source file, wherever the package is checked out.
public enum GoldenPaths {
    /// The nearest directory above `filePath` holding a `Package.swift`, or nil.
    public static func packageDirectory(containing filePath: String = #filePath) -> String? {
        var directory = (filePath as NSString).deletingLastPathComponent
        while !directory.isEmpty && directory != "/" {
            if FileManager.default.fileExists(atPath: directory + "/Package.swift") { return directory }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// `relative` inside the package that holds `filePath` (e.g. "fixtures/golden/x.png");
    /// falls back to the current directory when no `Package.swift` is found above the file.
    public static func path(_ relative: String, from filePath: String = #filePath) -> String {
        let root = packageDirectory(containing: filePath) ?? FileManager.default.currentDirectoryPath
        return root + "/" + relative
    }
}
