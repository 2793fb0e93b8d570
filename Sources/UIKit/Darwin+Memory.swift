import Glibc

// Darwin's memcpy takes implicitly unwrapped pointers, so UIKit code passes optional pointers
// (`CFDataGetBytePtr(data)`, `buffer.data`) straight to it; Glibc's marks them non-null and
// Swift asks for non-optional ones. This overload takes Darwin's signature and traps on a nil
// pointer as memcpy would crash; calls with non-optional pointers still go to Glibc's.

/// Copies `n` bytes from `src` to `dst` (Darwin's signature).
@discardableResult
public func memcpy(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int) -> UnsafeMutableRawPointer! {
    Glibc.memcpy(dst!, src!, n)
}
