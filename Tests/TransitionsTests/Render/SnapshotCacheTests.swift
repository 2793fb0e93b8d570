import Testing
import Raster
@testable import Transitions

/// The keyed snapshot cache keeps bitmaps within its byte budget, least recently used out first.
@Suite("Snapshot cache eviction")
struct SnapshotCacheTests {
    static func bitmap(_ v: UInt8) -> Pixmap {
        let p = Pixmap(width: 100, height: 100)!   // 40,000 bytes
        p.clear(to: PremultipliedColor(r: v, g: v, b: v, a: 255))
        return p
    }

    @Test func theLeastRecentlyUsedBitmapGoesWhenTheBudgetIsPassed() throws {
        let cache = SnapshotCache(budget: 100_000)   // two bitmaps fit, not three
        var made: [String] = []
        func get(_ key: String, _ v: UInt8) throws -> Pixmap {
            try cache.image(forKey: key) { made.append(key); return Self.bitmap(v) }
        }
        _ = try get("a", 1)
        _ = try get("b", 2)
        _ = try get("a", 1)          // a is now more recent than b
        #expect(made == ["a", "b"] && cache.count == 2)
        _ = try get("c", 3)          // over budget: b goes
        #expect(cache.count == 2)
        _ = try get("a", 1)
        #expect(made == ["a", "b", "c"], "a was kept")
        let b = try get("b", 2)
        #expect(made == ["a", "b", "c", "b"], "b was evicted and is made again")
        #expect(b[5, 5] == PremultipliedColor(r: 2, g: 2, b: 2, a: 255))
    }
}
