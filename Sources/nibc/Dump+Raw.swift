import ArgumentParser
import Foundation
import NibKit

extension Dump {
    /// `--raw`: the compiled nib's tables as stored (a keyed-archive nib's as
    /// `KeyedNibArchiveDecoder` builds them), or its diagnostics (exit status 1) when the bytes
    /// are no compiled nib or contradict themselves.
    func dumpRaw() throws {
        let data: Data
        do {
            data = try InputFile.read(CompiledNibFile.archivePath(path))
        } catch {
            Output.error(error.description)
            throw ExitCode(Status.failed)
        }
        do {
            let archive = try CompiledNibReader(limits: limits.limits).archive(data, file: InputFile.displayName(path))
            Output.out(NIBArchiveDump().text(archive))
        } catch {
            Output.err(DiagnosticRenderer().text(error.diagnostics, source: nil))
            throw ExitCode(Status.invalid)
        }
    }
}
