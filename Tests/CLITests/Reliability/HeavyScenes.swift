import Foundation

/// Scene files that are small on disk and heavy to draw, as a hostile pull request would send:
/// the issue-17 reproductions (item 11's nested translucent views, item 12's stack of
/// translucent full-screen rounded rectangles).
enum HeavyScenes {
    /// `count` translucent full-screen rounded rectangles on the from-screen of a 390 x 844 pt
    /// cross-dissolve at scale 3 (1170 x 2532 px): each covers all 2.96 M pixels of the frame.
    /// 9,990 of them (with the two screens' roots, inside the 10,000-view limit) is item 12.
    static func translucentStack(_ count: Int) -> Data {
        let rect = ##"{"type":"roundedRect","frame":[0,0,390,844],"cornerRadius":12,"backgroundColor":"#FF000008"}"##
        let children = Array(repeating: rect, count: count).joined(separator: ",")
        return Data(("{\"version\":1,\"size\":{\"width\":390,\"height\":844},\"scale\":3,\"transition\":\"cross-dissolve\","
            + "\"from\":{\"backgroundColor\":\"#FFFFFF\",\"children\":[\(children)]},"
            + "\"to\":{\"backgroundColor\":\"#000000\",\"children\":[]}}").utf8)
    }

    /// `depth` full-screen views nested one in the next, each at alpha 0.99 with a translucent
    /// background (every one is a group: an offscreen the size of its region), 64 being the
    /// scene format's nesting limit: item 11 (about 3 KB on disk).
    static func nestedTranslucentViews(_ depth: Int) -> Data {
        var view = ""
        for level in 0..<depth {
            let children = level == 0 ? "" : ",\"children\":[\(view)]"
            view = ##"{"type":"view","frame":[0,0,390,844],"backgroundColor":"#3366CC20","alpha":0.99"## + children + "}"
        }
        return Data(("{\"version\":1,\"size\":{\"width\":390,\"height\":844},\"scale\":3,\"transition\":\"cross-dissolve\","
            + "\"from\":{\"backgroundColor\":\"#FFFFFF\",\"children\":[\(view)]},"
            + "\"to\":{\"backgroundColor\":\"#000000\",\"children\":[]}}").utf8)
    }
}
