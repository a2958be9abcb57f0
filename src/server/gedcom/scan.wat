;; The line loop of the GEDCOM parser (driven by scan.ts): reads the text's UTF-16 code units and
;; writes each line into the flat columns of a GedcomTree, links it into the tree, interns its tag,
;; files record identifiers and notes pointers, all without a call into JavaScript on a well-formed
;; line. Anything unusual (a bad line, a new tag, a duplicate identifier, an escaped pointer) is
;; handed to JavaScript through the imported `issue`, `tagOfText` and `headDone`, which word the
;; messages and know the version; their order is the file's.
;;
;; scan.ts lays out the memory and passes each region's byte offset to `setup`; a column holds one
;; i32 per slot (the level column one byte), and slot 0 is left empty so that 0 means "none". The
;; text's units are followed by a 0 unit, so reading one past a line's end stays in the text.
(module
  (import "scan" "memory" (memory 1))
  ;; (code, line, a, b, c): a problem for JavaScript to word and file (codes in scan.ts).
  (import "scan" "issue" (func $issue (param i32 i32 i32 i32 i32)))
  ;; (start, end) -> tag id of text[start, end), interned on first sight.
  (import "scan" "tagOfText" (func $tagOfText (param i32 i32) (result i32)))
  ;; (size, head slot): the header ends here; JavaScript reads its version, which decides how the
  ;; escapes of later slots are read (it keeps that, the loop does not need it).
  (import "scan" "headDone" (func $headDone (param i32 i32)))

  ;; Region offsets, set by `setup`.
  (global $text (mut i32) (i32.const 0))
  (global $lvl (mut i32) (i32.const 0))
  (global $tag (mut i32) (i32.const 0))
  (global $line (mut i32) (i32.const 0))
  (global $xs (mut i32) (i32.const 0))
  (global $xe (mut i32) (i32.const 0))
  (global $vs (mut i32) (i32.const 0))
  (global $ve (mut i32) (i32.const 0))
  (global $fc (mut i32) (i32.const 0))
  (global $ns (mut i32) (i32.const 0))
  (global $cont (mut i32) (i32.const 0))
  (global $roots (mut i32) (i32.const 0))
  (global $ptrs (mut i32) (i32.const 0))
  (global $xent (mut i32) (i32.const 0))
  (global $xchars (mut i32) (i32.const 0))
  (global $pchars (mut i32) (i32.const 0))
  (global $cellsA (mut i32) (i32.const 0))
  (global $cellsB (mut i32) (i32.const 0))
  ;; Results and identifier index state.
  (global $size (export "size") (mut i32) (i32.const 1))
  (global $rootCount (export "rootCount") (mut i32) (i32.const 0))
  (global $pointerCount (mut i32) (i32.const 0))
  (global $xrefCount (mut i32) (i32.const 0))
  (global $xused (mut i32) (i32.const 0))
  (global $pused (mut i32) (i32.const 0))
  (global $cells (mut i32) (i32.const 0))
  (global $cellMask (mut i32) (i32.const 0))

  ;; The tag table (packed short tag -> id, open addressing on 4096 cells) and the level stacks.
  (global $TAG_KEYS i32 (i32.const 0))
  (global $TAG_IDS i32 (i32.const 16384))
  (global $STACK i32 (i32.const 32768))
  (global $LAST i32 (i32.const 33280))
  (global $tagsInTable (mut i32) (i32.const 0))

  ;; The first cells of the identifier index; it doubles (into the other cell region) at half full.
  (global $FIRST_CELLS i32 (i32.const 1024))

  (func (export "setup")
    (param $text i32) (param $lvl i32) (param $tag i32) (param $line i32) (param $xs i32) (param $xe i32)
    (param $vs i32) (param $ve i32) (param $fc i32) (param $ns i32) (param $cont i32) (param $roots i32)
    (param $ptrs i32) (param $xent i32) (param $xchars i32) (param $pchars i32) (param $cellsA i32) (param $cellsB i32)
    (global.set $text (local.get $text)) (global.set $lvl (local.get $lvl)) (global.set $tag (local.get $tag))
    (global.set $line (local.get $line)) (global.set $xs (local.get $xs)) (global.set $xe (local.get $xe))
    (global.set $vs (local.get $vs)) (global.set $ve (local.get $ve)) (global.set $fc (local.get $fc))
    (global.set $ns (local.get $ns)) (global.set $cont (local.get $cont)) (global.set $roots (local.get $roots))
    (global.set $ptrs (local.get $ptrs)) (global.set $xent (local.get $xent))
    (global.set $xchars (local.get $xchars)) (global.set $pchars (local.get $pchars))
    (global.set $xused (i32.const 0))
    (global.set $pused (i32.const 0))
    (global.set $cellsA (local.get $cellsA)) (global.set $cellsB (local.get $cellsB))
    (global.set $size (i32.const 1))
    (global.set $rootCount (i32.const 0))
    (global.set $pointerCount (i32.const 0))
    (global.set $xrefCount (i32.const 0))
    (global.set $tagsInTable (i32.const 0))
    (global.set $cells (local.get $cellsA))
    (global.set $cellMask (i32.sub (global.get $FIRST_CELLS) (i32.const 1)))
    ;; The memory may hold the last parse: clear the tables this one reads before writing.
    (memory.fill (i32.const 0) (i32.const 0) (i32.const 34304))
    (memory.fill (local.get $cellsA) (i32.const 0) (i32.shl (global.get $FIRST_CELLS) (i32.const 3))))

  ;; Line ends in the first $n units (a CR, or an LF not after a CR): with one more, enough slots
  ;; for every line whatever its line ends.
  (func (export "lineEnds") (param $text i32) (param $n i32) (result i32)
    (local $p i32) (local $count i32) (local $v v128) (local $w v128) (local $at i32)
    (block $done
      (loop $wide
        (br_if $done (i32.gt_s (i32.add (local.get $p) (i32.const 9)) (local.get $n)))
        (local.set $at (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1))))
        (local.set $v (v128.load (local.get $at)))
        (local.set $w (v128.load offset=2 (local.get $at)))
        (local.set $count (i32.add (local.get $count) (i32.popcnt (i8x16.bitmask
          (v128.or (i16x8.eq (local.get $v) (i16x8.splat (i32.const 13)))
                   (v128.andnot (i16x8.eq (local.get $w) (i16x8.splat (i32.const 10)))
                                (i16x8.eq (local.get $v) (i16x8.splat (i32.const 13)))))))))
        (local.set $p (i32.add (local.get $p) (i32.const 8)))
        (br $wide)))
    ;; Two bits a unit in the mask; each unit not looked at may end a line, and so may the first.
    (i32.add (i32.shr_u (local.get $count) (i32.const 1)) (i32.add (i32.sub (local.get $n) (local.get $p)) (i32.const 1))))

  ;; FNV-1a of units [start, end).
  (func $hash (param $start i32) (param $end i32) (result i32)
    (local $h i32)
    (local.set $h (i32.const 0x811c9dc5))
    (block $done
      (loop $next
        (br_if $done (i32.ge_s (local.get $start) (local.get $end)))
        (local.set $h (i32.mul (i32.xor (local.get $h)
                                        (i32.load16_u (i32.add (global.get $text) (i32.shl (local.get $start) (i32.const 1)))))
                               (i32.const 16777619)))
        (local.set $start (i32.add (local.get $start) (i32.const 1)))
        (br $next)))
    (local.get $h))

;; The identifier index: each entry is (first unit in xchars, length, line, hash), 16 bytes, and
  ;; its units are copied into xchars as it is filed, so that looking one up reads a small, dense
  ;; region rather than the text at random.

  ;; True when the $len units at byte address $a equal those at byte address $b.
  (func $same (param $a i32) (param $b i32) (param $len i32) (result i32)
    (local $end i32)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $len) (i32.const 1))))
    (block $differ
      (loop $wide
        (br_if $differ (i32.gt_u (i32.add (local.get $a) (i32.const 8)) (local.get $end)))
        (if (i64.ne (i64.load (local.get $a)) (i64.load (local.get $b))) (then (return (i32.const 0))))
        (local.set $a (i32.add (local.get $a) (i32.const 8)))
        (local.set $b (i32.add (local.get $b) (i32.const 8)))
        (br $wide)))
    (block $done
      (loop $narrow
        (br_if $done (i32.ge_u (local.get $a) (local.get $end)))
        (if (i32.ne (i32.load16_u (local.get $a)) (i32.load16_u (local.get $b))) (then (return (i32.const 0))))
        (local.set $a (i32.add (local.get $a) (i32.const 2)))
        (local.set $b (i32.add (local.get $b) (i32.const 2)))
        (br $narrow)))
    (i32.const 1))

  ;; Byte offset of the cell holding the $len units at byte address $at (hash $h), or of the empty
  ;; cell where they would go.
  (func $cell (param $at i32) (param $len i32) (param $h i32) (result i32)
    (local $i i32) (local $c i32) (local $e i32) (local $ent i32)
    (local.set $i (i32.and (local.get $h) (global.get $cellMask)))
    (loop $probe
      (local.set $c (i32.add (global.get $cells) (i32.shl (local.get $i) (i32.const 3))))
      (local.set $e (i32.load (local.get $c)))
      (if (i32.eqz (local.get $e)) (then (return (local.get $c))))
      (if (i32.eq (i32.load offset=4 (local.get $c)) (local.get $h))
        (then
          (local.set $ent (i32.add (global.get $xent) (i32.shl (i32.sub (local.get $e) (i32.const 1)) (i32.const 4))))
          (if (i32.eq (i32.load offset=4 (local.get $ent)) (local.get $len))
            (then
              (if (call $same (i32.add (global.get $xchars) (i32.shl (i32.load (local.get $ent)) (i32.const 1))) (local.get $at) (local.get $len))
                (then (return (local.get $c))))))))
      (local.set $i (i32.and (i32.add (local.get $i) (i32.const 1)) (global.get $cellMask)))
      (br $probe))
    (unreachable))

  ;; Doubles the identifier index into the other cell region.
  (func $rehash
    (local $k i32) (local $ent i32) (local $h i32) (local $i i32) (local $at i32) (local $n i32)
    (global.set $cells (select (global.get $cellsB) (global.get $cellsA) (i32.eq (global.get $cells) (global.get $cellsA))))
    (global.set $cellMask (i32.add (i32.shl (global.get $cellMask) (i32.const 1)) (i32.const 1)))
    (memory.fill (global.get $cells) (i32.const 0) (i32.shl (i32.add (global.get $cellMask) (i32.const 1)) (i32.const 3)))
    (local.set $n (global.get $xrefCount))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $k) (local.get $n)))
        (local.set $ent (i32.add (global.get $xent) (i32.shl (local.get $k) (i32.const 4))))
        (local.set $h (i32.load offset=12 (local.get $ent)))
        (local.set $i (i32.and (local.get $h) (global.get $cellMask)))
        (loop $probe
          (local.set $at (i32.add (global.get $cells) (i32.shl (local.get $i) (i32.const 3))))
          (if (i32.load (local.get $at))
            (then
              (local.set $i (i32.and (i32.add (local.get $i) (i32.const 1)) (global.get $cellMask)))
              (br $probe))))
        (i32.store (local.get $at) (i32.add (local.get $k) (i32.const 1)))
        (i32.store offset=4 (local.get $at) (local.get $h))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $next))))

  ;; Files the identifier [start, end) of a record on $lineNo; returns the line it was first
  ;; defined on when it already was, else 0.
  (func $define (param $start i32) (param $end i32) (param $lineNo i32) (result i32)
    (local $h i32) (local $at i32) (local $e i32) (local $ent i32) (local $len i32)
    (local.set $len (i32.sub (local.get $end) (local.get $start)))
    (local.set $h (call $hash (local.get $start) (local.get $end)))
    (local.set $at (call $cell (i32.add (global.get $text) (i32.shl (local.get $start) (i32.const 1))) (local.get $len) (local.get $h)))
    (local.set $e (i32.load (local.get $at)))
    (if (local.get $e)
      (then (return (i32.load offset=8 (i32.add (global.get $xent) (i32.shl (i32.sub (local.get $e) (i32.const 1)) (i32.const 4)))))))
    (memory.copy (i32.add (global.get $xchars) (i32.shl (global.get $xused) (i32.const 1)))
                 (i32.add (global.get $text) (i32.shl (local.get $start) (i32.const 1)))
                 (i32.shl (local.get $len) (i32.const 1)))
    (local.set $ent (i32.add (global.get $xent) (i32.shl (global.get $xrefCount) (i32.const 4))))
    (i32.store (local.get $ent) (global.get $xused))
    (i32.store offset=4 (local.get $ent) (local.get $len))
    (i32.store offset=8 (local.get $ent) (local.get $lineNo))
    (i32.store offset=12 (local.get $ent) (local.get $h))
    (global.set $xused (i32.add (global.get $xused) (local.get $len)))
    (global.set $xrefCount (i32.add (global.get $xrefCount) (i32.const 1)))
    (i32.store (local.get $at) (global.get $xrefCount))
    (i32.store offset=4 (local.get $at) (local.get $h))
    (if (i32.gt_u (i32.shl (global.get $xrefCount) (i32.const 1)) (global.get $cellMask)) (then (call $rehash)))
    (i32.const 0))

  ;; A pointer [start, end) with hash $h on slot $slot: looked up now, while its line is at hand;
  ;; one that names no record filed so far is kept (its units copied) for the check at the end.
  (func $pointer (param $start i32) (param $end i32) (param $h i32) (param $slot i32)
    (local $len i32) (local $at i32)
    (local.set $len (i32.sub (local.get $end) (local.get $start)))
    (if (i32.load (call $cell (i32.add (global.get $text) (i32.shl (local.get $start) (i32.const 1))) (local.get $len) (local.get $h)))
      (then (return)))
    (memory.copy (i32.add (global.get $pchars) (i32.shl (global.get $pused) (i32.const 1)))
                 (i32.add (global.get $text) (i32.shl (local.get $start) (i32.const 1)))
                 (i32.shl (local.get $len) (i32.const 1)))
    (local.set $at (i32.add (global.get $ptrs) (i32.shl (global.get $pointerCount) (i32.const 4))))
    (i32.store (local.get $at) (local.get $slot))
    (i32.store offset=4 (local.get $at) (local.get $h))
    (i32.store offset=8 (local.get $at) (global.get $pused))
    (i32.store offset=12 (local.get $at) (local.get $len))
    (global.set $pused (i32.add (global.get $pused) (local.get $len)))
    (global.set $pointerCount (i32.add (global.get $pointerCount) (i32.const 1))))

  ;; Reports (code 11) every kept pointer that names no record of the whole file, in line order.
  (func (export "checkPointers")
    (local $k i32) (local $at i32) (local $slot i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $k) (global.get $pointerCount)))
        (local.set $at (i32.add (global.get $ptrs) (i32.shl (local.get $k) (i32.const 4))))
        (if (i32.eqz (i32.load (call $cell (i32.add (global.get $pchars) (i32.shl (i32.load offset=8 (local.get $at)) (i32.const 1)))
                                           (i32.load offset=12 (local.get $at)) (i32.load offset=4 (local.get $at)))))
          (then
            (local.set $slot (i32.load (local.get $at)))
            (call $issue (i32.const 11) (i32.load (i32.add (global.get $line) (i32.shl (local.get $slot) (i32.const 2))))
                         (i32.load (i32.add (global.get $vs) (i32.shl (local.get $slot) (i32.const 2))))
                         (i32.load (i32.add (global.get $ve) (i32.shl (local.get $slot) (i32.const 2))))
                         (local.get $slot))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $next))))

  ;; Reads the lines of units [$i, $n); returns the number of lines.
  (func (export "scan") (param $i i32) (param $n i32) (result i32)
    (local $text i32) (local $lineNo i32) (local $depth i32) (local $contLevel i32) (local $contTag i32)
    (local $lastContOwner i32) (local $lastCont i32) (local $versionKnown i32) (local $size i32)
    (local $p i32) (local $c i32) (local $d i32) (local $end i32) (local $next i32) (local $v v128) (local $m i32)
    (local $level i32) (local $levelStart i32) (local $q i32) (local $xrefStart i32) (local $xrefEnd i32)
    (local $tagStart i32) (local $key i32) (local $pack i32) (local $len i32) (local $tagId i32) (local $h i32)
    (local $valStart i32) (local $valEnd i32) (local $slot i32) (local $s4 i32) (local $owner i32) (local $last i32)
    (local $before i32) (local $kind i32) (local $parent i32) (local $first i32)
    (local $lvlAt i32) (local $tagAt i32) (local $lineAt i32) (local $xsAt i32) (local $xeAt i32) (local $vsAt i32) (local $veAt i32) (local $fcAt i32) (local $nsAt i32) (local $contAt i32)
    (local.set $text (global.get $text))
    (local.set $lvlAt (global.get $lvl))
    (local.set $tagAt (global.get $tag))
    (local.set $lineAt (global.get $line))
    (local.set $xsAt (global.get $xs))
    (local.set $xeAt (global.get $xe))
    (local.set $vsAt (global.get $vs))
    (local.set $veAt (global.get $ve))
    (local.set $fcAt (global.get $fc))
    (local.set $nsAt (global.get $ns))
    (local.set $contAt (global.get $cont))
    (local.set $depth (i32.const -1))
    (local.set $contLevel (i32.const -2))
    (local.set $size (i32.const 1))
    (block $done
      (loop $lineLoop
        (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
        (local.set $lineNo (i32.add (local.get $lineNo) (i32.const 1)))

        ;; Where this line ends and the next starts (CR, LF, CRLF or LF+CR), eight units at a time.
        (local.set $p (local.get $i))
        (block $found
          (block $narrow
          (loop $wide
            (br_if $narrow (i32.gt_s (i32.add (local.get $p) (i32.const 8)) (local.get $n)))
            (local.set $v (v128.load (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
            (local.set $m (i8x16.bitmask (v128.or (i16x8.eq (local.get $v) (i16x8.splat (i32.const 10)))
                                                  (i16x8.eq (local.get $v) (i16x8.splat (i32.const 13))))))
            (if (local.get $m)
              (then
                (local.set $p (i32.add (local.get $p) (i32.shr_u (i32.ctz (local.get $m)) (i32.const 1))))
                (br $found)))
            (local.set $p (i32.add (local.get $p) (i32.const 8)))
            (br $wide)))
          (loop $tail
            (br_if $found (i32.ge_s (local.get $p) (local.get $n)))
            (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
            (br_if $found (i32.eq (local.get $c) (i32.const 10)))
            (br_if $found (i32.eq (local.get $c) (i32.const 13)))
            (local.set $p (i32.add (local.get $p) (i32.const 1)))
            (br $tail)))
        (local.set $end (local.get $p))
        (local.set $next (i32.add (local.get $end) (i32.const 1)))
        (if (i32.lt_s (local.get $next) (local.get $n))
          (then
            (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $end) (i32.const 1)))))
            (local.set $d (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $next) (i32.const 1)))))
            (if (i32.eq (i32.add (local.get $c) (local.get $d)) (i32.const 23))
              (then (if (i32.ne (local.get $c) (local.get $d))
                (then (local.set $next (i32.add (local.get $next) (i32.const 1)))))))))

        (block $skip
          ;; Leading white space (and byte-order marks), then the level.
          (local.set $p (local.get $i))
          (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
          (block $ws
            (loop $more
              (br_if $ws (i32.ge_s (local.get $p) (local.get $end)))
              (br_if $ws (i32.eqz (i32.or (i32.or (i32.eq (local.get $c) (i32.const 32)) (i32.eq (local.get $c) (i32.const 9)))
                                          (i32.eq (local.get $c) (i32.const 0xfeff)))))
              (local.set $p (i32.add (local.get $p) (i32.const 1)))
              (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
              (br $more)))
          (if (i32.ge_s (local.get $p) (local.get $end))
            (then
              (call $issue (i32.const 1) (local.get $lineNo) (i32.const 0) (i32.const 0) (i32.const 0))
              (br $skip)))
          (local.set $level (i32.const 0))
          (local.set $levelStart (local.get $p))
          (block $digits
            (loop $digit
              (br_if $digits (i32.ge_s (local.get $p) (local.get $end)))
              (br_if $digits (i32.gt_u (i32.sub (local.get $c) (i32.const 48)) (i32.const 9)))
              (local.set $level (i32.add (i32.mul (local.get $level) (i32.const 10)) (i32.sub (local.get $c) (i32.const 48))))
              (if (i32.gt_s (local.get $level) (i32.const 100000)) (then (local.set $level (i32.const 100000))))
              (local.set $p (i32.add (local.get $p) (i32.const 1)))
              (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
              (br $digit)))
          (if (i32.eq (local.get $p) (local.get $levelStart))
            (then
              (call $issue (i32.const 2) (local.get $lineNo) (local.get $i) (local.get $end) (i32.const 0))
              (br $skip)))
          (if (i32.gt_s (local.get $level) (i32.const 99))
            (then
              (call $issue (i32.const 3) (local.get $lineNo) (local.get $levelStart) (local.get $p) (i32.const 0))
              (br $skip)))
          (if (i32.and (i32.eq (local.get $level) (i32.add (local.get $contLevel) (i32.const 1)))
                       (i32.gt_s (local.get $level) (i32.add (local.get $depth) (i32.const 1))))
            (then
              ;; A structure hung under a CONT/CONC line goes under the line it continues.
              (call $issue (i32.const 4) (local.get $lineNo) (local.get $level) (local.get $contTag) (i32.const 0))
              (local.set $depth (i32.sub (local.get $level) (i32.const 1)))
              (local.set $owner (i32.load (i32.add (global.get $STACK) (i32.shl (i32.sub (local.get $contLevel) (i32.const 1)) (i32.const 2)))))
              (i32.store (i32.add (global.get $STACK) (i32.shl (i32.sub (local.get $level) (i32.const 1)) (i32.const 2))) (local.get $owner))
              (local.set $last (i32.load (i32.add (local.get $fcAt) (i32.shl (local.get $owner) (i32.const 2)))))
              (block $walked
                (loop $walk
                  (br_if $walked (i32.eqz (local.get $last)))
                  (local.set $d (i32.load (i32.add (local.get $nsAt) (i32.shl (local.get $last) (i32.const 2)))))
                  (br_if $walked (i32.eqz (local.get $d)))
                  (local.set $last (local.get $d))
                  (br $walk)))
              (i32.store (i32.add (global.get $LAST) (i32.shl (local.get $level) (i32.const 2))) (local.get $last))))
          (if (i32.gt_s (local.get $level) (i32.add (local.get $depth) (i32.const 1)))
            (then
              (call $issue (i32.const 5) (local.get $lineNo) (local.get $level) (local.get $depth) (i32.const 0))
              (br $skip)))
          (if (i32.and (i32.eqz (local.get $level)) (i32.and (i32.eqz (local.get $versionKnown)) (i32.gt_u (global.get $rootCount) (i32.const 0))))
            (then
              ;; The header is complete: JavaScript reads its version, which decides how @@ is read from here on.
              (call $headDone (local.get $size) (i32.load (global.get $roots)))
              (local.set $versionKnown (i32.const 1))))
          (block $sp
            (loop $more
              (br_if $sp (i32.ge_s (local.get $p) (local.get $end)))
              (br_if $sp (i32.eqz (i32.or (i32.eq (local.get $c) (i32.const 32)) (i32.eq (local.get $c) (i32.const 9)))))
              (local.set $p (i32.add (local.get $p) (i32.const 1)))
              (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
              (br $more)))

          ;; An identifier: 5.5.1 allows spaces inside one, so its closing "@" is looked for on the whole line.
          (local.set $xrefStart (i32.const 0))
          (local.set $xrefEnd (i32.const 0))
          (if (i32.eq (local.get $c) (i32.const 64))
            (then
              (local.set $q (i32.add (local.get $p) (i32.const 1)))
              (block $close
                (loop $look
                  (br_if $close (i32.ge_s (local.get $q) (local.get $end)))
                  (br_if $close (i32.eq (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $q) (i32.const 1)))) (i32.const 64)))
                  (local.set $q (i32.add (local.get $q) (i32.const 1)))
                  (br $look)))
              (if (i32.or (i32.ge_s (local.get $q) (local.get $end)) (i32.eq (local.get $q) (i32.add (local.get $p) (i32.const 1))))
                (then
                  (call $issue (i32.const 6) (local.get $lineNo) (local.get $p) (local.get $q) (i32.const 0))
                  (br $skip)))
              (local.set $xrefStart (local.get $p))
              (local.set $xrefEnd (i32.add (local.get $q) (i32.const 1)))
              (local.set $p (local.get $xrefEnd))
              (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
              (block $sp2
                (loop $more
                  (br_if $sp2 (i32.ge_s (local.get $p) (local.get $end)))
                  (br_if $sp2 (i32.eqz (i32.or (i32.eq (local.get $c) (i32.const 32)) (i32.eq (local.get $c) (i32.const 9)))))
                  (local.set $p (i32.add (local.get $p) (i32.const 1)))
                  (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
                  (br $more)))))

          ;; The tag: up to four of A-Z, 0-9 and "_" packed 6 bits each with the length, found in the
          ;; table; anything else, and a packed tag seen for the first time, is interned by its text.
          (local.set $tagStart (local.get $p))
          (local.set $key (i32.const 0))
          (local.set $pack (i32.const 1))
          (block $tagEnd
            (loop $more
              (br_if $tagEnd (i32.ge_s (local.get $p) (local.get $end)))
              (br_if $tagEnd (i32.eq (local.get $c) (i32.const 32)))
              (br_if $tagEnd (i32.eq (local.get $c) (i32.const 9)))
              (if (i32.le_u (i32.sub (local.get $c) (i32.const 65)) (i32.const 25))
                (then (local.set $key (i32.or (i32.shl (local.get $key) (i32.const 6)) (i32.sub (local.get $c) (i32.const 54)))))
                (else (if (i32.le_u (i32.sub (local.get $c) (i32.const 48)) (i32.const 9))
                  (then (local.set $key (i32.or (i32.shl (local.get $key) (i32.const 6)) (i32.sub (local.get $c) (i32.const 48)))))
                  (else (if (i32.eq (local.get $c) (i32.const 95))
                    (then (local.set $key (i32.or (i32.shl (local.get $key) (i32.const 6)) (i32.const 37))))
                    (else (local.set $pack (i32.const 0))))))))
              (local.set $p (i32.add (local.get $p) (i32.const 1)))
              (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $p) (i32.const 1)))))
              (br $more)))
          (local.set $len (i32.sub (local.get $p) (local.get $tagStart)))
          (if (i32.eqz (local.get $len))
            (then
              (call $issue (i32.const 7) (local.get $lineNo) (i32.const 0) (i32.const 0) (i32.const 0))
              (br $skip)))
          (if (i32.and (local.get $pack) (i32.le_s (local.get $len) (i32.const 4)))
            (then
              (local.set $key (i32.or (local.get $key) (i32.shl (local.get $len) (i32.const 24))))
              (local.set $h (i32.shr_u (i32.mul (local.get $key) (i32.const 0x9e3779b1)) (i32.const 20)))
              (block $known
                (loop $probe
                  (local.set $d (i32.load (i32.add (global.get $TAG_KEYS) (i32.shl (local.get $h) (i32.const 2)))))
                  (if (i32.eq (local.get $d) (local.get $key))
                    (then
                      (local.set $tagId (i32.load (i32.add (global.get $TAG_IDS) (i32.shl (local.get $h) (i32.const 2)))))
                      (br $known)))
                  (if (i32.eqz (local.get $d))
                    (then
                      (local.set $tagId (call $tagOfText (local.get $tagStart) (local.get $p)))
                      (if (i32.lt_u (global.get $tagsInTable) (i32.const 2048))
                        (then
                          (i32.store (i32.add (global.get $TAG_KEYS) (i32.shl (local.get $h) (i32.const 2))) (local.get $key))
                          (i32.store (i32.add (global.get $TAG_IDS) (i32.shl (local.get $h) (i32.const 2))) (local.get $tagId))
                          (global.set $tagsInTable (i32.add (global.get $tagsInTable) (i32.const 1)))))
                      (br $known)))
                  (local.set $h (i32.and (i32.add (local.get $h) (i32.const 1)) (i32.const 4095)))
                  (br $probe))))
            (else (local.set $tagId (call $tagOfText (local.get $tagStart) (local.get $p)))))

          ;; One delimiter; anything after it, leading and trailing spaces included, is the value.
          (local.set $valStart (i32.const 0))
          (local.set $valEnd (i32.const -1))
          (if (i32.lt_s (i32.add (local.get $p) (i32.const 1)) (local.get $end))
            (then
              (local.set $valStart (i32.add (local.get $p) (i32.const 1)))
              (local.set $valEnd (local.get $end))))

          ;; CONC is tag 0 and CONT tag 1.
          (if (i32.le_u (local.get $tagId) (i32.const 1))
            (then
              (if (i32.or (i32.eqz (local.get $level)) (i32.gt_s (i32.sub (local.get $level) (i32.const 1)) (local.get $depth)))
                (then
                  (call $issue (i32.const 8) (local.get $lineNo) (local.get $tagId) (i32.const 0) (i32.const 0))
                  (br $skip)))))
          (local.set $slot (local.get $size))
          (local.set $size (i32.add (local.get $size) (i32.const 1)))
          (local.set $s4 (i32.shl (local.get $slot) (i32.const 2)))
          (i32.store8 (i32.add (local.get $lvlAt) (local.get $slot)) (local.get $level))
          (i32.store (i32.add (local.get $tagAt) (local.get $s4)) (local.get $tagId))
          (i32.store (i32.add (local.get $lineAt) (local.get $s4)) (local.get $lineNo))
          (i32.store (i32.add (local.get $vsAt) (local.get $s4)) (local.get $valStart))
          (i32.store (i32.add (local.get $veAt) (local.get $s4)) (local.get $valEnd))

          (if (i32.le_u (local.get $tagId) (i32.const 1))
            (then
              ;; A continuation joins the chain of the line it continues and is the parent of nothing.
              (local.set $owner (i32.load (i32.add (global.get $STACK) (i32.shl (i32.sub (local.get $level) (i32.const 1)) (i32.const 2)))))
              (local.set $first (i32.load (i32.add (local.get $contAt) (i32.shl (local.get $owner) (i32.const 2)))))
              (if (i32.eqz (local.get $first))
                (then (i32.store (i32.add (local.get $contAt) (i32.shl (local.get $owner) (i32.const 2))) (local.get $slot)))
                (else
                  (local.set $last (select (local.get $lastCont) (local.get $first) (i32.eq (local.get $owner) (local.get $lastContOwner))))
                  (block $walked
                    (loop $walk
                      (local.set $d (i32.load (i32.add (local.get $nsAt) (i32.shl (local.get $last) (i32.const 2)))))
                      (br_if $walked (i32.eqz (local.get $d)))
                      (local.set $last (local.get $d))
                      (br $walk)))
                  (i32.store (i32.add (local.get $nsAt) (i32.shl (local.get $last) (i32.const 2))) (local.get $slot))))
              (local.set $lastContOwner (local.get $owner))
              (local.set $lastCont (local.get $slot))
              (local.set $depth (i32.sub (local.get $level) (i32.const 1)))
              (local.set $contLevel (local.get $level))
              (local.set $contTag (local.get $tagId))
              (br $skip)))

          (if (local.get $xrefEnd)
            (then
              (i32.store (i32.add (local.get $xsAt) (local.get $s4)) (local.get $xrefStart))
              (i32.store (i32.add (local.get $xeAt) (local.get $s4)) (local.get $xrefEnd))))

          ;; A value of three or more units that starts with "@": a pointer has no "@@" (and so reads the
          ;; same escaped or not) and is looked up (now or at the end) by its hash; anything else that
          ;; starts with "@" and has an "@@" goes to JavaScript to be unescaped and looked at there.
          (if (i32.and (i32.gt_s (i32.sub (local.get $valEnd) (local.get $valStart)) (i32.const 2))
                       (i32.eq (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $valStart) (i32.const 1)))) (i32.const 64)))
            (then
              (local.set $h (i32.mul (i32.xor (i32.const 0x811c9dc5) (i32.const 64)) (i32.const 16777619)))
              (local.set $before (i32.const 64))
              (local.set $kind (i32.const 1))
              (local.set $q (i32.add (local.get $valStart) (i32.const 1)))
              (block $valueEnd
                (loop $more
                  (br_if $valueEnd (i32.ge_s (local.get $q) (local.get $valEnd)))
                  (local.set $c (i32.load16_u (i32.add (local.get $text) (i32.shl (local.get $q) (i32.const 1)))))
                  (if (i32.and (i32.eq (local.get $c) (i32.const 64)) (i32.eq (local.get $before) (i32.const 64)))
                    (then
                      (local.set $kind (i32.const 2))
                      (br $valueEnd)))
                  (local.set $h (i32.mul (i32.xor (local.get $h) (local.get $c)) (i32.const 16777619)))
                  (local.set $before (local.get $c))
                  (local.set $q (i32.add (local.get $q) (i32.const 1)))
                  (br $more)))
              (if (i32.eq (local.get $kind) (i32.const 2))
                (then (call $issue (i32.const 9) (local.get $lineNo) (local.get $valStart) (local.get $valEnd) (local.get $slot)))
                (else
                  (if (i32.and (i32.eq (local.get $before) (i32.const 64))
                               (i32.ne (i32.load16_u (i32.add (local.get $text) (i32.shl (i32.add (local.get $valStart) (i32.const 1)) (i32.const 1))))
                                       (i32.const 35)))
                    (then (call $pointer (local.get $valStart) (local.get $valEnd) (local.get $h) (local.get $slot))))))))

          (if (i32.eqz (local.get $level))
            (then
              (i32.store (i32.add (global.get $roots) (i32.shl (global.get $rootCount) (i32.const 2))) (local.get $slot))
              (global.set $rootCount (i32.add (global.get $rootCount) (i32.const 1)))
              (if (local.get $xrefEnd)
                (then
                  (local.set $first (call $define (local.get $xrefStart) (local.get $xrefEnd) (local.get $lineNo)))
                  (if (local.get $first)
                    (then (call $issue (i32.const 10) (local.get $lineNo) (local.get $xrefStart) (local.get $xrefEnd) (local.get $first)))))))
            (else
              (local.set $parent (i32.load (i32.add (global.get $STACK) (i32.shl (i32.sub (local.get $level) (i32.const 1)) (i32.const 2)))))
              (if (i32.eqz (i32.load (i32.add (local.get $fcAt) (i32.shl (local.get $parent) (i32.const 2)))))
                (then (i32.store (i32.add (local.get $fcAt) (i32.shl (local.get $parent) (i32.const 2))) (local.get $slot)))
                (else (i32.store (i32.add (local.get $nsAt)
                                          (i32.shl (i32.load (i32.add (global.get $LAST) (i32.shl (local.get $level) (i32.const 2)))) (i32.const 2)))
                                 (local.get $slot))))))
          (i32.store (i32.add (global.get $STACK) (i32.shl (local.get $level) (i32.const 2))) (local.get $slot))
          (i32.store (i32.add (global.get $LAST) (i32.shl (local.get $level) (i32.const 2))) (local.get $slot))
          ;; A new line at this level starts a fresh child list one level down.
          (i32.store offset=4 (i32.add (global.get $LAST) (i32.shl (local.get $level) (i32.const 2))) (i32.const 0))
          (local.set $depth (local.get $level))
          (local.set $contLevel (i32.const -2)))
        (local.set $i (local.get $next))
        (br $lineLoop)))
    (global.set $size (local.get $size))
    (local.get $lineNo)))
