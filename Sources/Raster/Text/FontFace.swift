// One open FreeType face and the measurements layout needs from it.
//
// Layout works in font design units (FT_LOAD_NO_SCALE), not in hinted pixels: UIKit lays text
// out with unhinted, fractional advances, and the same layout must hold at every render scale.
// Rendering sets the pixel size (pt * scale, fractional sizes allowed through 26.6 char sizes)
// and loads unhinted outlines (iOS does not hint either), shifted by a quarter-pixel x phase
// through FT_Set_Transform's delta so glyphs keep their fractional pen positions.
//
// Not thread-safe, like FreeType itself: FontLibrary calls every method with its lock held.
import CFreeType

/// An open FreeType face (caller holds FontLibrary's lock).
final class FontFace {
    /// FreeType load flags; the C macros do not import into Swift.
    static let loadNoScale: FT_Int32 = 1 << 0
    static let loadNoHinting: FT_Int32 = 1 << 1
    static let loadNoBitmap: FT_Int32 = 1 << 3
    /// FT_FACE_FLAG_KERNING: the face has a legacy 'kern' table FT_Get_Kerning reads.
    static let faceFlagKerning: FT_Long = 1 << 6

    /// The library's index for this face (cache keys).
    let id: Int
    let path: String
    let faceIndex: Int
    let face: FT_Face
    let unitsPerEm: Double
    /// hhea ascender, font units, positive up.
    let ascender: Double
    /// minus hhea descender, font units, positive down.
    let descender: Double
    /// hhea lineGap (FT height minus ascender plus descender), font units.
    let lineGap: Double
    /// The face has a legacy 'kern' table FT_Get_Kerning reads.
    let hasKerning: Bool
    /// GPOS pair kerning, read when the face has no 'kern' table (Inter).
    let gposKerning: GPOSPairKerning?
    let familyName: String
    let styleName: String
    private var advances: [UInt32: Int] = [:]
    private var charSize: FT_F26Dot6 = -1

    /// Opens face `faceIndex` of the file at `path`.
    init(library: FT_Library, path: String, faceIndex: Int, id: Int) throws {
        var opened: FT_Face?
        let error = PathBytes.withCString(path) { FT_New_Face(library, $0, FT_Long(faceIndex), &opened) }
        guard error == 0, let face = opened else {
            throw TextError.freeType(operation: "FT_New_Face", path: path, code: error)
        }
        guard face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw TextError.freeType(operation: "units per em (not a scalable font)", path: path, code: 0)
        }
        self.id = id
        self.path = path
        self.faceIndex = faceIndex
        self.face = face
        unitsPerEm = Double(face.pointee.units_per_EM)
        ascender = Double(face.pointee.ascender)
        descender = -Double(face.pointee.descender)
        lineGap = max(0, Double(face.pointee.height) - ascender - descender)
        hasKerning = face.pointee.face_flags & Self.faceFlagKerning != 0
        gposKerning = hasKerning ? nil : Self.table(Self.gposTag, of: face).flatMap(GPOSPairKerning.init(table:))
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
    }

    /// The 'GPOS' tag as FT_Load_Sfnt_Table takes it.
    static let gposTag: FT_ULong = 0x4750_4F53

    /// The bytes of an sfnt table, or nil when the face has none.
    private static func table(_ tag: FT_ULong, of face: FT_Face) -> [UInt8]? {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0, length < 1 << 26 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
        return error == 0 ? bytes : nil
    }

    /// Frees the face (FontLibrary calls this before closing the library).
    func close() { FT_Done_Face(face) }

    /// The vertical metrics at `pointSize`.
    func metrics(pointSize: Double) -> FontMetrics {
        let k = pointSize / unitsPerEm
        return FontMetrics(ascender: ascender * k, descender: descender * k, lineGap: lineGap * k)
    }

    /// The glyph for a character, 0 (.notdef) when the face lacks it.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The unhinted advance width in font units.
    func advance(of glyph: UInt32) throws -> Int {
        if let cached = advances[glyph] { return cached }
        FT_Set_Transform(face, nil, nil)
        let error = FT_Load_Glyph(face, FT_UInt(glyph), Self.loadNoScale)
        guard error == 0 else { throw TextError.freeType(operation: "FT_Load_Glyph(\(glyph))", path: path, code: error) }
        let value = Int(face.pointee.glyph.pointee.metrics.horiAdvance)
        advances[glyph] = value
        return value
    }

    /// The kerning adjustment between two glyphs in font units: the 'kern' table's, else the
    /// GPOS 'kern' feature's pair adjustment, else 0.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard left != 0, right != 0 else { return 0 }
        guard hasKerning else {
            guard let gposKerning, left <= 0xFFFF, right <= 0xFFFF else { return 0 }
            return gposKerning.adjustment(UInt16(left), UInt16(right))
        }
        var delta = FT_Vector()
        let error = FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta)
        return error == 0 ? Int(delta.x) : 0
    }

    /// Renders a glyph at a pixel size given in 26.6 fixed point, its pen shifted right by
    /// `phase64`/64 pixel (0..<64), as 8-bit anti-aliased coverage.
    func render(glyph: UInt32, pixelSize64: Int, phase64: Int) throws -> GlyphBitmap {
        if charSize != FT_F26Dot6(pixelSize64) {
            let error = FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize64), 72, 72)
            guard error == 0 else { throw TextError.freeType(operation: "FT_Set_Char_Size(\(pixelSize64)/64 px)", path: path, code: error) }
            charSize = FT_F26Dot6(pixelSize64)
        }
        var delta = FT_Vector(x: FT_Pos(phase64), y: 0)
        FT_Set_Transform(face, nil, &delta)
        defer { FT_Set_Transform(face, nil, nil) }
        var error = FT_Load_Glyph(face, FT_UInt(glyph), Self.loadNoHinting | Self.loadNoBitmap)
        guard error == 0 else { throw TextError.freeType(operation: "FT_Load_Glyph(\(glyph))", path: path, code: error) }
        let slot = face.pointee.glyph!
        error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
        guard error == 0 else { throw TextError.freeType(operation: "FT_Render_Glyph(\(glyph))", path: path, code: error) }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            throw TextError.freeType(operation: "FT_Render_Glyph(\(glyph)) gave pixel mode \(bitmap.pixel_mode), not gray", path: path, code: 0)
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                (out.baseAddress! + row * width).update(from: source, count: width)
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.pointee.bitmap_left),
                           top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}
