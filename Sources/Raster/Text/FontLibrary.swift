// Resolves font descriptors to installed files, owns the FreeType library and caches faces,
// advances and rendered glyphs.
//
// FreeType's FT_Library and FT_Face objects are not thread-safe. Frames render on all cores,
// so every FreeType call goes through one lock. That serialises glyph loading, which is cheap
// next to compositing, and both layouts and glyph bitmaps are cached, so in steady state a
// frame takes the lock only for cache look-ups. One library per thread would avoid the lock
// but load every face once per thread; not worth it at this scale.
//
// Resolution (no fontconfig: its answers vary from machine to machine and we want the same
// bytes everywhere): "System" (and San Francisco's names) and unknown families map to Inter's
// files, Text below 20 pt and Display from 20 pt (InterFamily); "Inter" and "Inter Display"
// name a cut; the DejaVu families map to their own files; an absolute path opens that file.
// Without Inter installed the system font is DejaVu Sans. Missing families, files and weights
// fall back with a warning, never an error, except when not even DejaVuSans.ttf is installed.
import CFreeType

/// The shared, thread-safe registry of fonts: descriptor -> face, with fallbacks and warnings.
public final class FontLibrary: @unchecked Sendable {
    /// The library everyone uses unless a test makes its own.
    public static let shared = FontLibrary()

    /// The largest font file opened by path, in bytes (the biggest CJK collections are ~40 MB).
    public static let maximumFontFileSize = 128 << 20

    /// Where installed fonts are looked for (searched recursively, in this order).
    public static let defaultSearchDirectories = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// File names of fonts tried, in order, after DejaVu Sans for characters the requested face
    /// lacks: CJK fonts (fonts-noto-cjk, then the smaller Droid and WenQuanYi fallbacks).
    public static let defaultFallbackFileNames = [
        "NotoSansCJK-Regular.ttc", "NotoSansCJKsc-Regular.otf", "NotoSansSC-Regular.otf",
        "DroidSansFallbackFull.ttf", "DroidSansFallback.ttf", "wqy-microhei.ttc", "wqy-zenhei.ttc",
    ]

    /// The largest glyph bitmaps cache holds before it is emptied (a bound on memory).
    static let glyphCacheLimit = 8192

    private let lock = TextLock()
    private let searchDirectories: [String]
    private let explicitFallbackPaths: [String]?
    private var library: FT_Library?
    private var index: FontFileIndex?
    private var faces: [FontFace] = []
    private var facesByFile: [FaceFile: FontFace] = [:]
    private var failedFiles: [FaceFile: TextError] = [:]
    private var fallbackFaces: [FontFace]?
    private var glyphCache: [GlyphKey: GlyphBitmap] = [:]
    private var warningLog: [String] = []
    private var warningSet: Set<String> = []
    private var warningHandler: (@Sendable (String) -> Void)?

    /// A library searching `searchDirectories`; `fallbackFontPaths` replaces the default
    /// fallback list (file paths, tried in order) when given.
    public init(searchDirectories: [String] = FontLibrary.defaultSearchDirectories, fallbackFontPaths: [String]? = nil) {
        self.searchDirectories = searchDirectories
        explicitFallbackPaths = fallbackFontPaths
    }

    deinit {
        for face in faces { face.close() }
        if let library { FT_Done_FreeType(library) }
    }

    /// Every distinct warning so far (substituted fonts, characters no font has), oldest first.
    public var warnings: [String] { lock.withLock { warningLog } }

    /// Calls `handler` once for each new distinct warning (the library itself never prints).
    public func setWarningHandler(_ handler: (@Sendable (String) -> Void)?) {
        lock.withLock { warningHandler = handler }
    }

    /// The file and face a descriptor resolves to (substitution noted in the result).
    public func resolve(_ descriptor: FontDescriptor) throws -> ResolvedFont {
        let (resolved, newWarnings) = try lock.withLock { () throws -> (ResolvedFont, [String]) in
            let (face, warning) = try resolveLocked(descriptor)
            let resolved = ResolvedFont(path: face.path, faceIndex: face.faceIndex, familyName: face.familyName,
                                        styleName: face.styleName, substitutionWarning: warning)
            return (resolved, warning.map { noteLocked([$0]) } ?? [])
        }
        report(newWarnings)
        return resolved
    }

    /// The vertical metrics of the face a descriptor resolves to, in points.
    public func metrics(for descriptor: FontDescriptor) throws -> FontMetrics {
        try lock.withLock { try resolveLocked(descriptor).face.metrics(pointSize: descriptor.pointSize) }
    }

    /// The fallback font files found for characters missing from the requested face, in the
    /// order they are tried (by default DejaVu Sans, then the installed `defaultFallbackFileNames`).
    public var fallbackFontPaths: [String] {
        lock.withLock { (try? fallbackFacesLocked().map(\.path)) ?? [] }
    }

    // MARK: Layout and rendering support

    /// Maps each scalar of a run to a face, glyph and advance (points), with pair kerning.
    func measure(_ scalars: ArraySlice<Unicode.Scalar>, font: FontDescriptor) throws -> MeasuredRun {
        let (run, newWarnings) = try lock.withLock { () throws -> (MeasuredRun, [String]) in
            let (primary, substitution) = try resolveLocked(font)
            var run = MeasuredRun(metrics: primary.metrics(pointSize: font.pointSize))
            if let substitution { run.warnings.append(substitution) }
            let scale = font.pointSize / primary.unitsPerEm
            var missing: [Unicode.Scalar] = []
            var previous: (face: FontFace, glyph: UInt32)?
            for scalar in scalars {
                if MeasuredRun.isInvisible(scalar) {
                    run.append(faceID: -1, glyph: 0, advance: 0)
                    previous = nil
                    continue
                }
                var face = primary
                var glyph = primary.glyphIndex(for: scalar)
                if glyph == 0 {
                    if let (fallback, g) = try fallbackGlyphLocked(scalar) {
                        face = fallback; glyph = g
                    } else {
                        missing.append(scalar)
                    }
                }
                if let previous, previous.face === face, face === primary {
                    run.addKerning(Double(face.kerning(previous.glyph, glyph)) * scale)
                }
                let k = font.pointSize / face.unitsPerEm
                run.append(faceID: face.id, glyph: glyph, advance: Double(try face.advance(of: glyph)) * k)
                previous = (face, glyph)
            }
            if !missing.isEmpty {
                let codes = missing.prefix(5).map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ")
                run.warnings.append("no installed font has \(missing.count) character(s) (\(codes)\(missing.count > 5 ? ", …" : "")) of \(font.description); drawing the missing-glyph box (\(Self.missingGlyphAdvice(missing)))")
            }
            return (run, noteLocked(run.warnings))
        }
        report(newWarnings)
        return run
    }

    /// The file of a face by its id ("" for invisible characters' id -1).
    func path(ofFace id: Int) -> String {
        guard id >= 0 else { return "" }
        return lock.withLock { faces[id].path }
    }

    /// The coverage bitmap of one glyph at a pixel size (26.6) and x phase (1/64 px), cached.
    func glyphBitmap(faceID: Int, glyph: UInt32, pixelSize64: Int, phase64: Int) throws -> GlyphBitmap {
        try lock.withLock {
            let key = GlyphKey(faceID: faceID, glyph: glyph, pixelSize64: pixelSize64, phase64: phase64)
            if let cached = glyphCache[key] { return cached }
            let bitmap = try faces[faceID].render(glyph: glyph, pixelSize64: pixelSize64, phase64: phase64)
            if glyphCache.count >= Self.glyphCacheLimit { glyphCache.removeAll(keepingCapacity: true) }
            glyphCache[key] = bitmap
            return bitmap
        }
    }

    // MARK: Resolution (lock held)

    private func resolveLocked(_ descriptor: FontDescriptor) throws -> (face: FontFace, warning: String?) {
        guard descriptor.pointSize.isFinite, descriptor.pointSize >= 0, descriptor.pointSize <= TextLayout.maximumPointSize else {
            throw TextError.invalidPointSize(descriptor.pointSize, font: descriptor.family)
        }
        let family = descriptor.family
        var warning: String?
        if family.hasPrefix("/") {
            // FreeType opens the path itself, so InputFile first refuses devices, FIFOs and huge files.
            do {
                try InputFile.check(family, limit: Self.maximumFontFileSize)
                if let face = try? openLocked(FaceFile(path: family, index: 0)) { return (face, nil) }
                warning = "font file \(family) is not a font FreeType reads; using the system font"
            } catch {
                warning = "font file \(family): \(error.problem); using the system font"
            }
        }
        let key = family.lowercased().filter { !$0.isWhitespace && $0 != "-" }
        if let known = DejaVuFamily.all[key] {
            return try dejaVuLocked(known, descriptor, warning: warning)
        }
        let isSystem = DejaVuFamily.systemAliases.contains(key)
        // A family that is neither installed nor a name of the system font: the warning names the
        // fallback actually drawn (Inter, or DejaVu Sans where fonts-inter is absent).
        let unknownFamily = warning == nil && !isSystem && InterFamily.explicitCuts[key] == nil
        let unknownNote = { (fallback: String) in "font family \"\(family)\" is not installed; using \(fallback)" }
        let cut = InterFamily.explicitCuts[key] ?? InterFamily.cut(forPointSize: descriptor.pointSize)
        if let path = indexLocked().path(named: InterFamily.fileName(cut, descriptor.weight)),
           let face = try? openLocked(FaceFile(path: path, index: 0)) {
            return (face, warning ?? (unknownFamily ? unknownNote("Inter") : nil))
        }
        if let path = indexLocked().path(named: InterFamily.fileName(cut, .regular)),
           let face = try? openLocked(FaceFile(path: path, index: 0)) {
            return (face, warning ?? (unknownFamily ? unknownNote("Inter")
                : "\(InterFamily.fileName(cut, descriptor.weight)) is not installed; using the regular weight for \(descriptor.description)"))
        }
        if warning == nil {
            warning = unknownFamily ? unknownNote("DejaVu Sans")
                : "Inter (fonts-inter) is not installed; drawing \(descriptor.description) with DejaVu Sans"
        }
        return try dejaVuLocked(DejaVuFamily.sans, descriptor, warning: warning)
    }

    /// A DejaVu family's face for the descriptor's weight, its regular face, or DejaVu Sans.
    private func dejaVuLocked(_ family: DejaVuFamily, _ descriptor: FontDescriptor,
                              warning initial: String?) throws -> (face: FontFace, warning: String?) {
        var warning = initial
        let files = family.files
        let wanted = descriptor.weight.dejaVuStyle
        if let name = files[wanted], let path = indexLocked().path(named: name),
           let face = try? openLocked(FaceFile(path: path, index: 0)) {
            return (face, warning)
        }
        if wanted != .regular, warning == nil {
            warning = "\(files[wanted] ?? "a \(descriptor.weight.rawValue) face") is not installed; using the regular weight for \(descriptor.description)"
        }
        for name in [files[.regular], DejaVuFamily.sans.files[.regular]].compactMap({ $0 }) {
            if let path = indexLocked().path(named: name), let face = try? openLocked(FaceFile(path: path, index: 0)) {
                if name != files[.regular], warning == nil {
                    warning = "\(files[.regular] ?? descriptor.family) is not installed; using DejaVu Sans"
                }
                return (face, warning)
            }
        }
        throw TextError.noFontAvailable(searched: searchDirectories)
    }

    private func indexLocked() -> FontFileIndex {
        if let index { return index }
        let built = FontFileIndex(directories: searchDirectories)
        index = built
        return built
    }

    private func openLocked(_ file: FaceFile) throws -> FontFace {
        if let face = facesByFile[file] { return face }
        if let error = failedFiles[file] { throw error }
        if library == nil {
            var created: FT_Library?
            let error = FT_Init_FreeType(&created)
            guard error == 0, let created else { throw TextError.freeType(operation: "FT_Init_FreeType", path: "", code: error) }
            library = created
        }
        do {
            let face = try FontFace(library: library!, path: file.path, faceIndex: file.index, id: faces.count)
            faces.append(face)
            facesByFile[file] = face
            return face
        } catch let error as TextError {
            failedFiles[file] = error
            throw error
        }
    }

    private func fallbackFacesLocked() throws -> [FontFace] {
        if let fallbackFaces { return fallbackFaces }
        // By default DejaVu Sans comes first: it covers far more than the ExtraLight and the
        // other families' files, so a light arrow or Greek letter stays in the same design.
        let defaults = ([DejaVuFamily.sans.files[.regular]!] + Self.defaultFallbackFileNames).compactMap { indexLocked().path(named: $0) }
        let paths = explicitFallbackPaths ?? defaults
        var opened: [FontFace] = []
        for path in paths {
            // Noto Sans CJK collections hold JP, KR, SC, TC, HK faces; the seeds are Chinese, so SC.
            let index = path.hasSuffix("NotoSansCJK-Regular.ttc") ? 2 : 0
            if let face = (try? openLocked(FaceFile(path: path, index: index))) ?? (try? openLocked(FaceFile(path: path, index: 0))) {
                opened.append(face)
            }
        }
        fallbackFaces = opened
        return opened
    }

    private func fallbackGlyphLocked(_ scalar: Unicode.Scalar) throws -> (FontFace, UInt32)? {
        for face in try fallbackFacesLocked() {
            let glyph = face.glyphIndex(for: scalar)
            if glyph != 0 { return (face, glyph) }
        }
        return nil
    }

    /// What to do about characters no font has: the CJK package helps only with Chinese,
    /// Japanese and Korean; the fallbacks (DejaVu Sans, the CJK fonts) hold no emoji and no other
    /// scripts (Tamil, Devanagari ...), so for those the text needs a font family that has them.
    static func missingGlyphAdvice(_ scalars: [Unicode.Scalar]) -> String {
        func isCJK(_ s: Unicode.Scalar) -> Bool {
            switch s.value {
            case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3200...0x4DBF,
                 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF: true
            default: false
            }
        }
        var advice: [String] = []
        if scalars.contains(where: isCJK) { advice.append("install fonts-noto-cjk for Chinese, Japanese and Korean") }
        if scalars.contains(where: { !isCJK($0) }) {
            advice.append("no fallback font has emoji or scripts other than Latin, Greek, Cyrillic and CJK: use a font family that has these characters")
        }
        return advice.joined(separator: "; ")
    }

    /// Records warnings not seen before and returns those.
    private func noteLocked(_ messages: [String]) -> [String] {
        var fresh: [String] = []
        for message in messages where warningSet.insert(message).inserted {
            warningLog.append(message)
            fresh.append(message)
        }
        return fresh
    }

    private func report(_ messages: [String]) {
        guard !messages.isEmpty, let handler = lock.withLock({ warningHandler }) else { return }
        for message in messages { handler(message) }
    }

    private struct FaceFile: Hashable { var path: String; var index: Int }

    private struct GlyphKey: Hashable { var faceID: Int; var glyph: UInt32; var pixelSize64: Int; var phase64: Int }
}
