/// Words of suggested commands, written so that pasting them into a POSIX shell works.
public enum ShellWord {
    /// `text` as one shell word: as it is when it holds only characters no shell treats
    /// specially, else in single quotes (a quote inside written as `'\''`).
    public static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "@%+=:,./_-".unicodeScalars.contains(scalar))
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
