/// How hard the PNG writer works to make files small; every choice decodes to the same pixels.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// Own row filtering plus a run-length deflate (fast_deflate.c; deterministic; see it for the measurements).
    case fast
    /// libpng + zlib level 6 with the None/Sub/Up filters: the simple reference path.
    case `default`
    /// libpng + zlib level 9 with all five filters: the smallest files, the slowest.
    case small
}
