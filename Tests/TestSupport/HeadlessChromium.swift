import Foundation
import Raster

/// Headless Chromium (apt `chromium`) for the gallery page's browser tests: run it on a page,
/// then find the player window in its screenshot and compare what it shows.
public enum HeadlessChromium {
    /// The browser, or nil when it is not installed.
    public static let executable = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What a test records when the browser is missing.
    public static let missing = "chromium is missing: apt-get install chromium (scripts/install-deps.sh --test)"

    /// Flags that keep the browser's own background traffic (updates, sync, spelling) quiet.
    static let quietBrowser = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                               "--window-size=1000,1400", "--disable-background-networking", "--disable-component-update",
                               "--disable-sync", "--no-first-run", "--disable-default-apps", "--disable-client-side-phishing-detection",
                               "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,SpellCheck"]

    /// Runs Chromium with `arguments` (its profile in `directory`), killed after a minute; its output is discarded.
    public static func run(_ arguments: [String], in directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable!)
        process.arguments = quietBrowser + ["--user-data-dir=\(directory)/profile"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The top-left corner inside the first 1-px #c8c8c8 outline at least `width + 2` px long (the player's window).
    public static func windowOrigin(in shot: Pixmap, width: Int) -> (x: Int, y: Int)? {
        func isOutline(_ c: PremultipliedColor) -> Bool { abs(Int(c.r) - 200) <= 2 && abs(Int(c.g) - 200) <= 2 && abs(Int(c.b) - 200) <= 2 }
        for y in 0..<shot.height {
            var run = 0
            for x in 0..<shot.width {
                run = isOutline(shot[x, y]) ? run + 1 : 0
                if run == width + 2 { return (x - width, y + 1) }
            }
        }
        return nil
    }

    /// The largest channel difference between `expected` and the screenshot at `origin`.
    public static func maxDifference(_ expected: Pixmap, _ shot: Pixmap, at origin: (x: Int, y: Int)) -> Int {
        var worst = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let a = expected[x, y], b = shot[origin.x + x, origin.y + y]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        return worst
    }
}
