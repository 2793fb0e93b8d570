// Pair kerning from an OpenType font's GPOS table, for fonts that have no legacy 'kern' table
// (FreeType's FT_Get_Kerning reads only 'kern'; Inter kerns in GPOS alone).
//
// Only what horizontal pair kerning needs is read: the lookups that the 'kern' feature lists
// (under any script), of type 2 (pair adjustment), directly or through a type 9 extension; of
// each pair, the first glyph's x advance adjustment. As a shaper applies a lookup, the first
// subtable that covers the first glyph decides: a format 1 subtable only when it lists the
// second glyph, a format 2 subtable always (its class 0 row is the "no kerning" row).
// "Beep boop, you've unlocked a new" in Inter Bold 18 pt is 301.4 pt with these adjustments and
// 303.1 pt without, as fontTools computes from the same tables.
//
// Every offset is checked against the table's length; a table that does not parse gives no
// kerning rather than a wrong one.

/// The 'kern' feature's pair adjustments of one face, in font units.
struct GPOSPairKerning {
    private enum Subtable {
        /// Format 1: covered first glyph -> (second glyph -> adjustment).
        case pairs([UInt16: [UInt16: Int16]])
        /// Format 2: covered first glyphs, their classes, the second glyphs' classes, the matrix.
        case classes(coverage: Set<UInt16>, first: [UInt16: Int], second: [UInt16: Int], matrix: [Int16], secondCount: Int)
    }

    private let subtables: [Subtable]

    /// Parses a GPOS table; nil when it holds no pair kerning or does not parse.
    init?(table bytes: [UInt8]) {
        let r = BigEndianReader(bytes: bytes)
        guard let featureList = r.u16(6), let lookupList = r.u16(8) else { return nil }
        // Lookup indices the 'kern' features name.
        var lookupIndices: [Int] = []
        guard let featureCount = r.u16(featureList) else { return nil }
        for i in 0..<featureCount {
            let record = featureList + 2 + 6 * i
            guard let tag = r.u32(record), let offset = r.u16(record + 4) else { return nil }
            guard tag == 0x6B65_726E else { continue }  // 'kern'
            let feature = featureList + offset
            guard let count = r.u16(feature + 2) else { return nil }
            for j in 0..<count {
                guard let index = r.u16(feature + 4 + 2 * j) else { return nil }
                if !lookupIndices.contains(index) { lookupIndices.append(index) }
            }
        }
        lookupIndices.sort()
        var parsed: [Subtable] = []
        guard let lookupCount = r.u16(lookupList) else { return nil }
        for index in lookupIndices where index < lookupCount {
            guard let offset = r.u16(lookupList + 2 + 2 * index) else { return nil }
            let lookup = lookupList + offset
            guard let type = r.u16(lookup), let subCount = r.u16(lookup + 4) else { return nil }
            for s in 0..<subCount {
                guard let subOffset = r.u16(lookup + 6 + 2 * s) else { return nil }
                var subtable = lookup + subOffset
                var subType = type
                if type == 9 {
                    guard let extType = r.u16(subtable + 2), let extOffset = r.u32(subtable + 4) else { return nil }
                    subType = extType
                    subtable += extOffset
                }
                guard subType == 2 else { continue }
                guard let table = Self.pairSubtable(r, at: subtable) else { return nil }
                parsed.append(table)
            }
        }
        guard !parsed.isEmpty else { return nil }
        subtables = parsed
    }

    /// The x advance adjustment between two glyphs, in font units (0 when no subtable kerns them).
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        for table in subtables {
            switch table {
            case .pairs(let sets):
                guard let set = sets[left] else { continue }
                if let value = set[right] { return Int(value) }
            case .classes(let coverage, let first, let second, let matrix, let secondCount):
                guard coverage.contains(left) else { continue }
                let c1 = first[left] ?? 0, c2 = second[right] ?? 0
                let at = c1 * secondCount + c2
                return at < matrix.count ? Int(matrix[at]) : 0
            }
        }
        return 0
    }

    /// The byte size of a value record of `format`, and where its x advance sits (nil if absent).
    private static func valueRecord(_ format: Int) -> (size: Int, xAdvance: Int?) {
        let size = 2 * (format & 0xFF).nonzeroBitCount
        let xAdvance = format & 0x0004 != 0 ? 2 * (format & 0x0003).nonzeroBitCount : nil
        return (size, xAdvance)
    }

    private static func pairSubtable(_ r: BigEndianReader, at base: Int) -> Subtable? {
        guard let format = r.u16(base), let coverageOffset = r.u16(base + 2),
              let format1 = r.u16(base + 4), let format2 = r.u16(base + 6),
              let coverage = coverageGlyphs(r, at: base + coverageOffset) else { return nil }
        let v1 = valueRecord(format1), v2 = valueRecord(format2)
        if format == 1 {
            guard let setCount = r.u16(base + 8) else { return nil }
            var sets: [UInt16: [UInt16: Int16]] = [:]
            for (glyph, coverageIndex) in coverage where coverageIndex < setCount {
                guard let setOffset = r.u16(base + 10 + 2 * coverageIndex) else { return nil }
                let set = base + setOffset
                guard let count = r.u16(set) else { return nil }
                let stride = 2 + v1.size + v2.size
                var pairs: [UInt16: Int16] = [:]
                for k in 0..<count {
                    let record = set + 2 + stride * k
                    guard let second = r.u16(record) else { return nil }
                    guard let at = v1.xAdvance else { continue }
                    guard let value = r.i16(record + 2 + at) else { return nil }
                    pairs[UInt16(second)] = value
                }
                sets[glyph] = pairs
            }
            return .pairs(sets)
        }
        guard format == 2, let class1Offset = r.u16(base + 8), let class2Offset = r.u16(base + 10),
              let class1Count = r.u16(base + 12), let class2Count = r.u16(base + 14),
              let first = classes(r, at: base + class1Offset), let second = classes(r, at: base + class2Offset)
        else { return nil }
        let stride = v1.size + v2.size
        var matrix = [Int16](repeating: 0, count: class1Count * class2Count)
        if let at = v1.xAdvance {
            for i in 0..<class1Count * class2Count {
                guard let value = r.i16(base + 16 + stride * i + at) else { return nil }
                matrix[i] = value
            }
        }
        return .classes(coverage: Set(coverage.keys), first: first, second: second, matrix: matrix, secondCount: class2Count)
    }

    /// A coverage table: glyph -> coverage index.
    private static func coverageGlyphs(_ r: BigEndianReader, at base: Int) -> [UInt16: Int]? {
        guard let format = r.u16(base), let count = r.u16(base + 2) else { return nil }
        var glyphs: [UInt16: Int] = [:]
        if format == 1 {
            for i in 0..<count {
                guard let g = r.u16(base + 4 + 2 * i) else { return nil }
                glyphs[UInt16(g)] = i
            }
            return glyphs
        }
        guard format == 2 else { return nil }
        for i in 0..<count {
            let record = base + 4 + 6 * i
            guard let start = r.u16(record), let end = r.u16(record + 2), let index = r.u16(record + 4), start <= end else { return nil }
            for g in start...end { glyphs[UInt16(g)] = index + g - start }
        }
        return glyphs
    }

    /// A class definition table: glyph -> class (glyphs not listed are class 0).
    private static func classes(_ r: BigEndianReader, at base: Int) -> [UInt16: Int]? {
        guard let format = r.u16(base) else { return nil }
        var map: [UInt16: Int] = [:]
        if format == 1 {
            guard let start = r.u16(base + 2), let count = r.u16(base + 4) else { return nil }
            for i in 0..<count {
                guard let c = r.u16(base + 6 + 2 * i) else { return nil }
                if c != 0, start + i <= 0xFFFF { map[UInt16(start + i)] = c }
            }
            return map
        }
        guard format == 2, let count = r.u16(base + 2) else { return nil }
        for i in 0..<count {
            let record = base + 4 + 6 * i
            guard let start = r.u16(record), let end = r.u16(record + 2), let c = r.u16(record + 4), start <= end else { return nil }
            if c != 0 { for g in start...end { map[UInt16(g)] = c } }
        }
        return map
    }
}

/// Bounds-checked big-endian reads from a font table.
private struct BigEndianReader {
    let bytes: [UInt8]

    func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func i16(_ at: Int) -> Int16? { u16(at).map { Int16(bitPattern: UInt16($0)) } }

    func u32(_ at: Int) -> Int? {
        guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
        return hi << 16 | lo
    }
}
