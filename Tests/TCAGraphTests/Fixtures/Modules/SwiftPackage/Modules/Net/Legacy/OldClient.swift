struct OldClient {}
