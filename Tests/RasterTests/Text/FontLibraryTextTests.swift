import Testing
@testable import Raster

@Suite("Text font library")
struct FontLibraryTextTests {
    @Test func systemFontIsInterWithoutWarnings() throws {
        let library = FontLibrary()
        #expect(try library.resolve(.system(size: 18)).path == Inter.regular)
        #expect(try library.resolve(.system(size: 18)).familyName == "Inter")
        #expect(try library.resolve(.boldSystem(size: 18)).path == Inter.bold)
        #expect(try library.resolve(FontDescriptor(family: ".SFUIText", pointSize: 18, weight: .bold)).path == Inter.bold)
        #expect(try library.resolve(FontDescriptor(family: "DejaVu Sans", pointSize: 12)).familyName == "DejaVu Sans")
        #expect(try library.resolve(FontDescriptor(family: "DejaVu Serif", pointSize: 12, weight: .bold)).path.hasSuffix("/DejaVuSerif-Bold.ttf"))
        #expect(library.warnings.isEmpty)
    }

    @Test("UIKit's nine weights map to Inter's nine files, lightest first")
    func weightsMapToInterFiles() throws {
        let library = FontLibrary()
        let names = try FontWeight.allCases.map { try library.resolve(.system(size: 16, weight: $0)).path.split(separator: "/").last! }
        #expect(names == ["Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf", "Inter-Medium.otf",
                          "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf"])
        #expect(library.warnings.isEmpty)
    }

    @Test("without Inter installed the system font is DejaVu Sans, with a warning that names fonts-inter")
    func withoutInterTheSystemFontIsDejaVu() throws {
        let library = FontLibrary(searchDirectories: [String(DejaVu.directory.dropLast())])
        let regular = try library.resolve(.system(size: 18))
        #expect(regular.path == DejaVu.regular)
        #expect(regular.substitutionWarning?.contains("fonts-inter") == true)
        #expect(try library.resolve(.boldSystem(size: 18)).path == DejaVu.bold)
        // The Ping title then wraps "new" onto its own line, as no iPhone shows it.
        let layout = try TextLayout(PingText.white, width: PingText.width, library: library)
        #expect(layout.lines[0].text == "Beep boop, you've unlocked a ")
        #expect(layout.lines[1].text == "new")
    }

    @Test func lightUsesExtraLightWhenInstalledElseRegularWithAWarning() throws {
        let library = FontLibrary()
        let resolved = try library.resolve(FontDescriptor(family: "DejaVu Sans", pointSize: 16, weight: .light))
        if FontFileIndex.isReadableFile(DejaVu.extraLight) {
            #expect(resolved.path == DejaVu.extraLight && resolved.substitutionWarning == nil)
        } else {
            #expect(resolved.path.hasSuffix("/DejaVuSans.ttf") && resolved.substitutionWarning != nil)
        }
    }

    @Test func missingFamilyFallsBackWithAWarning() throws {
        let library = FontLibrary()
        let received = WarningBox()
        library.setWarningHandler { received.append($0) }
        let font = FontDescriptor(family: "Helvetica Neue", pointSize: 18)
        let resolved = try library.resolve(font)
        #expect(resolved.path == Inter.regular)
        #expect(resolved.substitutionWarning == "font family \"Helvetica Neue\" is not installed; using Inter", "names the fallback drawn")
        let layout = try TextLayout(AttributedText("Hello", font: font), width: 200, library: library)
        #expect(layout.warnings == [resolved.substitutionWarning!])
        #expect(library.warnings == [resolved.substitutionWarning!])
        #expect(received.messages == [resolved.substitutionWarning!], "the handler hears each warning once")
    }

    @Test func missingFontFileFallsBackWithAWarning() throws {
        let resolved = try FontLibrary().resolve(FontDescriptor(family: "/nonexistent/Font.ttf", pointSize: 18))
        #expect(resolved.path == Inter.regular)
        #expect(resolved.substitutionWarning?.contains("/nonexistent/Font.ttf") == true)
        #expect(try FontLibrary().resolve(FontDescriptor(family: DejaVu.bold, pointSize: 18)).path == DejaVu.bold)
    }

    @Test func charactersTheFaceLacksComeFromTheFallbackFont() throws {
        try #require(FontFileIndex.isReadableFile(DejaVu.extraLight), "needs fonts-dejavu-extra")
        // U+219B is in DejaVu Sans but not in DejaVu Sans ExtraLight.
        let library = FontLibrary(fallbackFontPaths: [DejaVu.regular])
        let light = FontDescriptor(family: "DejaVu Sans", pointSize: 18, weight: .light)
        let layout = try TextLayout(AttributedText("a↛b", font: light), width: 300, library: library)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.map(\.fontPath) == [DejaVu.extraLight, DejaVu.regular, DejaVu.extraLight])
        #expect(!glyphs[1].isMissing)
        #expect(layout.warnings.isEmpty)
        let noFallback = try TextLayout(AttributedText("a↛b", font: light), width: 300,
                                        library: FontLibrary(fallbackFontPaths: []))
        #expect(noFallback.lines[0].glyphs[1].isMissing)
        #expect(noFallback.warnings.count == 1)
        #expect(try noFallback.render(scale: 1).width > 0)
        // The default chain starts with DejaVu Sans, for Inter too (Inter lacks U+219B).
        let byDefault = try TextLayout(AttributedText("↛", font: .system(size: 18, weight: .light)), width: 300, library: FontLibrary())
        #expect(byDefault.lines[0].glyphs[0].fontPath.hasSuffix("/DejaVuSans.ttf"))
        let interLight = try TextLayout(AttributedText("a↛b", font: .system(size: 18, weight: .light)), width: 300, library: FontLibrary())
        #expect(interLight.lines[0].glyphs.map(\.fontPath) == [Inter.light, DejaVu.regular, Inter.light])
    }

    @Test func noFontsAtAllIsAnErrorNamingTheSearchedFolders() {
        let library = FontLibrary(searchDirectories: ["/nonexistent-fonts"])
        #expect(throws: TextError.noFontAvailable(searched: ["/nonexistent-fonts"])) {
            try TextLayout(AttributedText("x", font: .system(size: 18)), width: 100, library: library)
        }
    }

    @Test(arguments: [-1.0, .nan, 5000])
    func absurdPointSizesThrow(size: Double) {
        #expect(throws: TextError.self) {
            try TextLayout(AttributedText("x", font: .system(size: size)), width: 100)
        }
    }
}

/// Collects warnings from the handler (called from any thread).
final class WarningBox: @unchecked Sendable {
    private let lock = TextLock()
    private var stored: [String] = []
    func append(_ s: String) { lock.withLock { stored.append(s) } }
    var messages: [String] { lock.withLock { stored } }
}
