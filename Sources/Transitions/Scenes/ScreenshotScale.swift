/// The pixel scale a screenshot's size suggests: the native screenshot sizes of iPhones (3x
/// and 2x) and iPads (2x), either orientation, for warning a caller that reads one at 1x.
///
/// A 1170 x 2532 screenshot is an iPhone 12–14 at 3x; read at 1 pixel per point, a trigger
/// rectangle given in points (as Xcode and UIKit give them) lands a third of the way to the
/// button. Sizes not in the table suggest nothing.
public enum ScreenshotScale {
    /// Native screenshot sizes (portrait pixels) and their scale.
    static let deviceSizes: [(width: Int, height: Int, scale: Double, device: String)] = [
        (640, 1136, 2, "iPhone SE (1st generation)"), (750, 1334, 2, "iPhone 6–8 and SE"), (828, 1792, 2, "iPhone XR and 11"),
        (1242, 2208, 3, "iPhone 6–8 Plus"), (1125, 2436, 3, "iPhone X, XS and 11 Pro"), (1242, 2688, 3, "iPhone XS Max and 11 Pro Max"),
        (1080, 2340, 3, "iPhone 12 and 13 mini"), (1170, 2532, 3, "iPhone 12–14"), (1284, 2778, 3, "iPhone 12–13 Pro Max and 14 Plus"),
        (1179, 2556, 3, "iPhone 14 Pro, 15 and 16"), (1290, 2796, 3, "iPhone 14–16 Pro Max and Plus"),
        (1206, 2622, 3, "iPhone 16 Pro and 17"), (1320, 2868, 3, "iPhone 16–17 Pro Max"), (1260, 2736, 3, "iPhone Air"),
        (1536, 2048, 2, "iPad 9.7-inch"), (1620, 2160, 2, "iPad 10.2-inch"), (1668, 2224, 2, "iPad Pro 10.5-inch"),
        (1640, 2360, 2, "iPad 10.9-inch"), (1668, 2388, 2, "iPad Pro 11-inch"), (2048, 2732, 2, "iPad Pro 12.9-inch"),
        (1488, 2266, 2, "iPad mini 8.3-inch"), (2064, 2752, 2, "iPad Pro 13-inch"), (1668, 2420, 2, "iPad Pro 11-inch (M4)"),
    ]

    /// The largest screen in points (iPad Pro 13-inch): a screenshot larger than this at 1x
    /// cannot be a 1x screenshot of any iOS device.
    public static let largestScreenInPoints = (short: 1032, long: 1376)

    /// The scale and the device for a screenshot of `width x height` pixels, or nil when the
    /// size is not a known native screenshot size at 2x or 3x.
    public static func inferred(width: Int, height: Int) -> (scale: Double, device: String)? {
        let short = min(width, height), long = max(width, height)
        return deviceSizes.first { $0.width == short && $0.height == long }.map { ($0.scale, $0.device) }
    }

    /// True when `width x height` is larger than any iOS screen in points.
    public static func exceedsEveryScreenInPoints(width: Int, height: Int) -> Bool {
        min(width, height) > largestScreenInPoints.short || max(width, height) > largestScreenInPoints.long
    }
}
