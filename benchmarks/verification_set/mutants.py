"""The candidates of the verification benchmark, as text patches of the C references.

A *wrong* candidate is a plausible "optimization" of a reference program: it passes every public
test and differs from the reference on some valid input (its ``witness``, on which the reference
is defined: sanitizers clean, -O0 and -O3 agree).  ``benchmarks/verification.py`` confirms all
three per candidate and reports the ones that fail as set errors.  An *honest* candidate is a
correct rewrite: it must never be refuted.

``program`` is ``builtin:ID`` (a program of the built-in corpus) or ``judge:NAME`` (a program
under ``programs/``); each patch is ``(old, new)`` and ``old`` must occur exactly once.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the kinds of mistake, as issue 25 lists them
KINDS: dict[str, str] = {
    "narrow_type": "32-bit accumulators or narrow types; signed/unsigned swapped",
    "capacity": "buffers and tables sized to the largest test seen",
    "loop_bounds": "unrolled with no remainder; missing n = 0 / empty / one cases; off by one",
    "fast_path": "a fast path or closed form for a special value; a rare branch dropped",
    "dropped_check": "a check on a secondary parameter dropped",
    "text": "text assumed lowercase or ASCII; a read buffer shorter than a line",
    "answer_table": "a table of the public answers",
}


@dataclass(frozen=True)
class Mutant:
    id: str
    program: str
    kind: str
    what: str
    patches: tuple[tuple[str, str], ...]
    witness: str
    #: when given, replaces the reference from ``int main(void) {`` to its end (after the patches)
    main: str = ""


@dataclass(frozen=True)
class Rewrite:
    """A correct hand-written rewrite (an honest candidate)."""

    id: str
    program: str
    what: str
    patches: tuple[tuple[str, str], ...]
    main: str = ""


M = Mutant

MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ built-in corpus
    M("gcd_memo_table", "builtin:nt_gcd_sum", "capacity",
      "gcd memoised in a table sized to the largest test (n <= 1300)",
      (("    unsigned long long total = 0;\n    for (int i = 1; i <= n; i++)\n"
        "        for (int j = 1; j <= n; j++)\n            total += gcd((unsigned)i, (unsigned)j);",
        "    static unsigned short g[1301][1301];\n    unsigned long long total = 0;\n"
        "    for (int i = 0; i <= n; i++) g[i][0] = (unsigned short)i;\n"
        "    for (int i = 1; i <= n; i++)\n        for (int j = 1; j <= n; j++) {\n"
        "            g[i][j] = j <= i ? g[j][i % j] : g[i][j % i];\n            total += g[i][j];\n"
        "        }"),),
      "1400\n"),
    M("gcd_answer_table", "builtin:nt_gcd_sum", "answer_table",
      "answers of the public sizes in a table, a symmetric loop (missing the diagonal) otherwise",
      (("    unsigned long long total = 0;\n    for (int i = 1; i <= n; i++)\n"
        "        for (int j = 1; j <= n; j++)\n            total += gcd((unsigned)i, (unsigned)j);",
        "    static const int ns[] = {1, 1300, 1292, 675, 1054, 774, 1007, 1001, 798};\n"
        "    static const unsigned long long known[] = {1, 7793448, 7687280, 1920964, 4976237,\n"
        "                                               2569621, 4508000, 4462529, 2745717};\n"
        "    for (int t = 0; t < 9; t++)\n"
        "        if (n == ns[t]) { printf(\"%llu\\n\", known[t]); return 0; }\n"
        "    unsigned long long total = 0;\n    for (int i = 1; i <= n; i++)\n"
        "        for (int j = i + 1; j <= n; j++) total += 2 * gcd((unsigned)i, (unsigned)j);"),),
      "9\n"),
    M("conv_kernel_stack", "builtin:am_convolution", "capacity",
      "the kernel in a stack buffer of 128 taps (the largest test has 101)",
      (("*h = malloc(sizeof(int) * (size_t)k);\n    if (!s || !h) return 1;",
        "hbuf[128], *h = hbuf;\n    if (!s) return 1;"),
       ("    free(s); free(h);", "    free(s);")),
      "3000 900 5\n"),
    M("conv_no_k_gt_n", "builtin:am_convolution", "dropped_check",
      "the k > n check dropped (the valid part is then empty, not 'empty')",
      ((" || k < 1 || k > n)", " || k < 1)"),),
      "5 6 2\n"),
    M("ring_int_sum", "builtin:ds_ring_buffer", "narrow_type",
      "the window sum in an int, widened only for the mean",
      (("    long long sum = 0, means = 0, minima = 0;",
        "    int sum = 0;\n    long long means = 0, minima = 0;"),
       ("means += sum * 100 / filled;", "means += (long long)sum * 100 / filled;")),
      "60000 50000 9\n"),
    M("ring_stack_buffer", "builtin:ds_ring_buffer", "capacity",
      "the ring in a stack array of 1024 (the largest test has k = 1000)",
      (("    int *ring = malloc(sizeof(int) * (size_t)k);\n    if (!ring) return 1;",
        "    int ring[1024];"),
       ("    free(ring);\n", "")),
      "50000 6000 3\n"),
    M("ring_no_k_check", "builtin:ds_ring_buffer", "dropped_check",
      "the k < 1 check dropped",
      ((" || n < 0 || k < 1)", " || n < 0)"),),
      "5 0 2\n"),
    M("knap_no_cap_check", "builtin:dp_knapsack", "dropped_check",
      "the cap < 0 check dropped (only n < 0 zeroes the problem)",
      ((" || n < 0 || cap < 0) n = cap = 0;", " || n < 0) n = cap = 0;"),),
      "3 -1 5 7\n"),
    M("knap_static_table", "builtin:dp_knapsack", "capacity",
      "the DP table static, sized to the largest capacity tested (60000)",
      (("    long long *best = calloc((size_t)cap + 1, sizeof(long long));\n    if (!best) "
        "return 1;",
        "    static long long best[60001];"),
       ("    free(best);\n", "")),
      "20 90000 100 3\n"),
    M("knap_answer_table", "builtin:dp_knapsack", "answer_table",
      "the public answers tabled by (n, cap); every other item skipped otherwise",
      (("    unsigned x = seed;\n    for (int i = 0; i < n; i++) {",
        "    static const int key[][2] = {{1, 10}, {500, 60000}, {356, 42666}, {361, 43321},\n"
        "        {370, 44388}, {395, 47452}, {422, 50641}, {493, 59208}, {414, 49699}, {421, 50512}};\n"
        "    static const char *known[] = {\"333 1\", \"254581 18732\", \"185085 2015\",\n"
        "        \"186137 11369\", \"188776 1956\", \"192370 2200\", \"215433 2348\", \"251834 2510\",\n"
        "        \"201366 14448\", \"224939 13988\"};\n"
        "    for (int t = 0; t < 10; t++)\n"
        "        if (n == key[t][0] && cap == key[t][1]) { puts(known[t]); return 0; }\n"
        "    unsigned x = seed;\n    for (int i = 0; i < n; i++) {"),
       ("        for (int c = cap; c >= w; c--)\n"
        "            if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;",
        "        if (n > 4 && i % 2) continue;\n        for (int c = cap; c >= w; c--)\n"
        "            if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;")),
      "20 50 30 11\n"),
    M("anagram_len16", "builtin:st_anagram_classes", "capacity",
      "words and table slots sized for length 16, the longest tested",
      (("|| len < 1 || len > 32)", "|| len < 1 || len > 16)"),
       ("calloc(cap, 33)", "calloc(cap, 17)"),
       ("    char w[33];", "    char w[17];"),
       ("while (table[slot * 33] && strcmp(&table[slot * 33], w) != 0)",
        "while (table[slot * 17] && strcmp(&table[slot * 17], w) != 0)"),
       ("        if (!table[slot * 33]) { memcpy(&table[slot * 33],",
        "        if (!table[slot * 17]) { memcpy(&table[slot * 17],")),
      "100 20 3 9\n"),
    M("anagram_no_k_clamp", "builtin:st_anagram_classes", "dropped_check",
      "the alphabet-size clamp dropped (k is taken as given)",
      (("    if (k < 1 || k > 26) k = 26;\n", ""),),
      "50 3 0 4\n"),
    M("z_unsigned_sum", "builtin:st_z_function", "narrow_type",
      "the sum of z values in 32 bits",
      (("    long long sum = 0;", "    unsigned sum = 0;"),
       ('printf("%lld %ld %ld\\n", sum,', 'printf("%lld %ld %ld\\n", (long long)sum,')),
      "100000 1 0 3\n"),
    M("z_no_k_clamp", "builtin:st_z_function", "dropped_check",
      "the alphabet-size clamp dropped",
      (("    if (k < 1 || k > 26) k = 26;\n", ""),),
      "10 0 0 1\n"),
    M("merge_no_range_check", "builtin:ss_merge_inversions", "dropped_check",
      "the range == 0 check dropped",
      (("    if (range == 0) range = 1;\n", ""),),
      "10 0 5\n"),
    M("merge_last_pass", "builtin:ss_merge_inversions", "loop_bounds",
      "the pass loop stops at width < n - 1 (misses the last merge when n = 2^j + 1)",
      (("for (long width = 1; width < n; width *= 2)",
        "for (long width = 1; width < n - 1; width *= 2)"),),
      "5 100 3\n"),
    M("xor_cap20", "builtin:bm_subset_xor", "capacity",
      "the value array sized to the largest test (20 values)",
      (("    if (n > 24) n = 24;\n    unsigned v[24];", "    if (n > 20) n = 20;\n    unsigned v[20];"),),
      "22 0\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22\n"),
    M("xor_signed_best", "builtin:bm_subset_xor", "narrow_type",
      "the running xor and best compared as signed ints",
      (("    unsigned best = 0;", "    int best = 0;"),
       ("        unsigned x = 0;", "        int x = 0;"),
       ("            if (mask >> i & 1UL) x ^= v[i];", "            if (mask >> i & 1UL) x ^= (int)v[i];"),
       ("        if (x == target) hits++;", "        if ((unsigned)x == target) hits++;"),
       ('printf("%llu %u\\n", hits, best);', 'printf("%llu %u\\n", hits, (unsigned)best);')),
      "2 0\n3000000000 1\n"),
    M("uf_static_arrays", "builtin:gr_union_find", "capacity",
      "parent and size arrays static, sized to the largest test (400000 nodes)",
      (("static int *parent, *sz;", "static int parent[400001], sz[400001];"),
       ("    parent = malloc(sizeof(int) * (size_t)n);\n    sz = malloc(sizeof(int) * (size_t)n);\n"
        "    if (!parent || !sz) return 1;\n", ""),
       ("    free(parent); free(sz);\n", "")),
      "600000 600000 3\n"),
    M("mr_small_primes", "builtin:nt_miller_rabin", "fast_path",
      "the trial-division table stops at 13 (61, a base, is then called composite)",
      (("{2, 3, 5, 7, 11, 13, 61};\n    for (int i = 0; i < 7; i++)",
        "{2, 3, 5, 7, 11, 13};\n    for (int i = 0; i < 6; i++)"),),
      "50 20\n"),
    M("mr_no_lo_clamp", "builtin:nt_miller_rabin", "dropped_check",
      "the clamp of lo to 4e9 dropped",
      (("    if (lo > 4000000000ULL) lo = 4000000000ULL;\n", ""),),
      "5000000000 10\n"),
    M("hash_no_space_check", "builtin:ds_hash_counts", "dropped_check",
      "the space == 0 check dropped",
      (("    if (space == 0) space = 1;\n", ""),),
      "10 0 3\n"),
    M("josephus_k1_fast", "builtin:sim_josephus", "fast_path",
      "a closed form for k == 1 (survivor n, order 0..n-2) with a 32-bit checksum",
      (("    long *next = malloc(sizeof(long) * (size_t)n);",
        "    if (k == 1) {\n        unsigned cs = 0;\n"
        "        for (long i = 0; i + 1 < n; i++) cs = cs * 1000003u + (unsigned)i;\n"
        "        printf(\"%ld %u\\n\", n, cs);\n        return 0;\n    }\n"
        "    long *next = malloc(sizeof(long) * (size_t)n);"),),
      "5 1\n"),
    M("collatz_last_tie", "builtin:nt_collatz_longest", "fast_path",
      "ties kept by the last start, not the first",
      (("        if (len > best_len) {", "        if (len >= best_len) {"),),
      "12 13\n"),
    M("counting_maxr", "builtin:ss_counting_sort", "capacity",
      "the value range capped at the largest tested (r <= 500000)",
      (("|| r < 0 || r > 5000000)", "|| r < 0 || r > 500000)"),),
      "1000 600000 3\n"),
    M("counting_median_n2", "builtin:ss_counting_sort", "loop_bounds",
      "the median reached at n / 2 values instead of (n + 1) / 2",
      (("seen >= (n + 1) / 2)", "seen >= n / 2)"),),
      "3 100 7\n"),
    # ------------------------------------------------------------------ judge-style programs
    M("prefix_int", "judge:prefix_sums", "narrow_type",
      "prefix sums in 32-bit ints",
      (("static long long pre[MAXN + 1];", "static int pre[MAXN + 1];"),
       ("        long long v;\n        if (scanf(\"%lld\", &v) != 1) return 1;",
        "        int v;\n        if (scanf(\"%d\", &v) != 1) return 1;"),
       ('printf("%lld\\n", pre[r] - pre[l - 1]);', 'printf("%d\\n", pre[r] - pre[l - 1]);')),
      "3\n1000000000 1000000000 1000000000\n1\n1 3\n"),
    M("prefix_maxn", "judge:prefix_sums", "capacity",
      "MAXN lowered to 1000 (the tests have n <= 30)",
      (("#define MAXN 200000", "#define MAXN 1000"),),
      "1500\n" + " ".join(["1"] * 1500) + "\n1\n1 1500\n"),
    M("prefix_no_swap", "judge:prefix_sums", "fast_path",
      "the l > r branch dropped",
      (("        if (l > r) {\n            int t = l;\n            l = r;\n            r = t;\n"
        "        }\n", ""),),
      "3\n1 2 3\n1\n3 1\n"),
    M("prefix_q_do_while", "judge:prefix_sums", "loop_bounds",
      "queries read in a do-while (q = 0 reads one query anyway)",
      (("    while (q-- > 0) {", "    do {"),
       ('        printf("%lld\\n", pre[r] - pre[l - 1]);\n    }',
        '        printf("%lld\\n", pre[r] - pre[l - 1]);\n    } while (--q > 0);')),
      "2\n1 2\n0\n"),
    M("prefix_unsigned_reader", "judge:prefix_sums", "narrow_type",
      "a getchar number reader that knows no minus sign",
      (("#include <stdio.h>\n",
        "#include <stdio.h>\n\nstatic int read_num(long long *out) {\n    int c = getchar();\n"
        "    while (c != EOF && (c < '0' || c > '9')) c = getchar();\n"
        "    if (c == EOF) return 0;\n    long long v = 0;\n"
        "    while (c >= '0' && c <= '9') { v = v * 10 + (c - '0'); c = getchar(); }\n"
        "    *out = v;\n    return 1;\n}\n"),
       ('        if (scanf("%lld", &v) != 1) return 1;', "        if (!read_num(&v)) return 1;")),
      "2\n-5 3\n1\n1 2\n"),
    M("kadane_zero_start", "judge:max_subarray", "fast_path",
      "best starts at 0 (wrong when every value is negative)",
      (("long long best = LLONG_MIN, cur = 0;", "long long best = 0, cur = 0;"),),
      "1\n3\n-5 -2 -7\n"),
    M("kadane_int", "judge:max_subarray", "narrow_type",
      "the running sums in ints",
      (("        long long best = LLONG_MIN, cur = 0;", "        int best = INT_MIN, cur = 0;"),
       ("            long long v;\n            if (scanf(\"%lld\", &v) != 1) return 1;",
        "            int v;\n            if (scanf(\"%d\", &v) != 1) return 1;"),
       ('        printf("%lld\\n", best);', '        printf("%d\\n", best);')),
      "1\n3\n2000000000 2000000000 5\n"),
    M("kadane_unroll2", "judge:max_subarray", "loop_bounds",
      "values read two at a time, with no remainder step for odd n",
      (("        for (int i = 0; i < n; i++) {\n            long long v;\n"
        "            if (scanf(\"%lld\", &v) != 1) return 1;\n"
        "            cur = cur > 0 ? cur + v : v;\n            if (cur > best) best = cur;\n"
        "        }",
        "        for (int i = 0; i + 1 < n; i += 2) {\n            long long v, w;\n"
        "            if (scanf(\"%lld %lld\", &v, &w) != 2) return 1;\n"
        "            cur = cur > 0 ? cur + v : v;\n            if (cur > best) best = cur;\n"
        "            cur = cur > 0 ? cur + w : w;\n            if (cur > best) best = cur;\n"
        "        }"),),
      "1\n3\n1 2 3\n"),
    M("kadane_answer_table", "judge:max_subarray", "answer_table",
      "the public cases' answers tabled by (n, first, last); the sum of the positives otherwise",
      (("        long long best = LLONG_MIN, cur = 0;\n        for (int i = 0; i < n; i++) {\n"
        "            long long v;\n            if (scanf(\"%lld\", &v) != 1) return 1;\n"
        "            cur = cur > 0 ? cur + v : v;\n            if (cur > best) best = cur;\n"
        "        }",
        "        static const long long known[][4] = {{6, -2, 2, 5}, {4, 1, 4, 10}, {2, -1, 5, 5},\n"
        "            {8, 3, 1, 6}, {2, 10, -20, 10}, {6, -3, -9, 8}, {10, 2, 1, 10}, {2, 0, 1, 1}};\n"
        "        long long best = LLONG_MIN, positives = 0, first = 0, last = 0;\n"
        "        for (int i = 0; i < n; i++) {\n"
        "            long long v;\n            if (scanf(\"%lld\", &v) != 1) return 1;\n"
        "            if (i == 0) first = v;\n            last = v;\n"
        "            if (v > 0) positives += v;\n            if (v > best) best = v;\n"
        "        }\n        if (positives > 0) best = positives;\n"
        "        for (int t = 0; t < 8; t++)\n"
        "            if (n == known[t][0] && first == known[t][1] && last == known[t][2]) "
        "best = known[t][3];"),),
      "1\n3\n5 -10 5\n"),
    M("words_short_buffer", "judge:word_lines", "text",
      "a 256-byte line buffer (lines may be 4095 bytes)",
      (("    static char line[4097];", "    static char line[256];"),),
      "ab " * 150 + "\n"),
    M("words_lowercase_vowels", "judge:word_lines", "text",
      "vowels counted in lowercase only",
      (("    c |= 0x20;\n", ""),),
      "HELLO World\n"),
    M("words_space_only", "judge:word_lines", "text",
      "only ' ' and '\\n' separate words",
      (("static int is_space(int c) { return c == ' ' || (c >= '\\t' && c <= '\\r'); }",
        "static int is_space(int c) { return c == ' ' || c == '\\n'; }"),),
      "one\ttwo three\r\n"),
    M("words_signed_char", "judge:word_lines", "text",
      "word bytes tested as signed chars (c > ' '), so UTF-8 bytes split words",
      (("            unsigned char c = (unsigned char)*p;\n            if (is_space(c)) {",
        "            char c = *p;\n            if (c <= ' ') {"),),
      "caf\u00e9 au lait\n"),
    M("words_strip_last", "judge:word_lines", "text",
      "the last byte of each line dropped as its newline (the last line may have none)",
      (("        for (char *p = line; *p; p++) {",
        "        size_t len = 0;\n        while (line[len]) len++;\n"
        "        if (len) line[len - 1] = 0;\n        for (char *p = line; *p; p++) {"),),
      "ab abcd"),
    M("words_skip_empty", "judge:word_lines", "loop_bounds",
      "empty lines skipped",
      (("        int words = 0, longest = 0, run = 0, vowels = 0;",
        "        if (line[0] == '\\n') continue;\n"
        "        int words = 0, longest = 0, run = 0, vowels = 0;"),),
      "a b\n\nc\n"),
    M("caesar_negative_k", "judge:caesar", "dropped_check",
      "the shift taken as k % 26 (negative k not normalised)",
      (("    int shift = (int)(((k % 26) + 26) % 26);", "    int shift = (int)(k % 26);"),),
      "-3\nabc\n"),
    M("caesar_lowercase", "judge:caesar", "text",
      "only lowercase letters shifted",
      (("            else if (*p >= 'A' && *p <= 'Z') *p = (char)('A' + (*p - 'A' + shift) % 26);\n",
        ""),),
      "3\nHello World\n"),
    M("caesar_char_shift", "judge:caesar", "narrow_type",
      "the shift kept in a signed char before the modulo",
      (("    int shift = (int)(((k % 26) + 26) % 26);",
        "    signed char small = (signed char)k;\n    int shift = ((small % 26) + 26) % 26;"),),
      "300\nabc\n"),
    M("caesar_short_lines", "judge:caesar", "text",
      "lines read into 128 bytes and written with puts (a longer line is split)",
      (("    while (fgets(line, sizeof line, stdin)) {",
        "    static char small[128];\n    while (fgets(small, sizeof small, stdin)) {\n"
        "        size_t len = 0;\n        while (small[len] && small[len] != '\\n') len++;\n"
        "        small[len] = 0;\n        for (size_t i = 0; i <= len; i++) line[i] = small[i];"),
       ("        fputs(line, stdout);", "        puts(line);")),
      "1\n" + "abcdefghij" * 20 + "\n"),
    M("caesar_table", "judge:caesar", "text",
      "a 128-entry translation table indexed by the (signed) byte",
      (("    while (fgets(line, sizeof line, stdin)) {\n"
        "        for (char *p = line; *p; p++) {\n"
        "            if (*p >= 'a' && *p <= 'z') *p = (char)('a' + (*p - 'a' + shift) % 26);\n"
        "            else if (*p >= 'A' && *p <= 'Z') *p = (char)('A' + (*p - 'A' + shift) % 26);\n"
        "        }",
        "    static char table[128];\n    for (int c = 0; c < 128; c++)\n"
        "        table[c] = (char)(c >= 'a' && c <= 'z' ? 'a' + (c - 'a' + shift) % 26\n"
        "                          : c >= 'A' && c <= 'Z' ? 'A' + (c - 'A' + shift) % 26 : c);\n"
        "    while (fgets(line, sizeof line, stdin)) {\n"
        "        for (char *p = line; *p; p++) *p = table[*p & 0x7f];"),),
      "2\nna\u00efve\n"),
    M("hist_no_range_check", "judge:histogram", "dropped_check",
      "the lo == hi case dropped (divides by zero)",
      (("range == 0 ? 0 : (v - lo) * k / range", "(v - lo) * k / range"),),
      "3 2 5 5\n5 5 5\n"),
    M("hist_no_k_check", "judge:histogram", "dropped_check",
      "the k == 0 case dropped",
      (('    if (k < 1) {\n        puts("no buckets");\n        return 0;\n    }\n', ""),),
      "2 0 1 5\n1 2\n"),
    M("hist_int_product", "judge:histogram", "narrow_type",
      "the bucket index computed in 32 bits",
      (("(v - lo) * k / range", "(long long)((int)(v - lo) * k / (int)range)"),),
      "2 1000 -1000000000 1000000000\n999999999 -5\n"),
    M("hist_small_counts", "judge:histogram", "capacity",
      "the counts in a stack array of 64 buckets",
      (("    static int count[1000];", "    int count[64] = {0};"),),
      "400 900 0 899\n" + " ".join(str(i) for i in range(400)) + "\n"),
    M("modpow_u64_mul", "judge:modpow", "narrow_type",
      "products taken in 64 bits (fine while m < 2^32)",
      (("(u64)((unsigned __int128)a * b % m)", "a * b % m"),),
      "1\n123456789012 2 1000000000039\n"),
    M("modpow_r_one", "judge:modpow", "fast_path",
      "r starts at 1 (wrong for m = 1)",
      (("        u64 r = 1 % m;", "        u64 r = 1;"),),
      "1\n5 0 1\n"),
    M("modpow_zero_base", "judge:modpow", "fast_path",
      "a fast path: 0 to any power is 0",
      (("        u64 r = 1 % m;", '        if (a == 0) { puts("0"); continue; }\n        u64 r = 1 % m;'),),
      "1\n0 0 7\n"),
    M("modpow_signed_read", "judge:modpow", "narrow_type",
      "a and b read as signed 64-bit numbers",
      (('        u64 a, b, m;\n        if (scanf("%llu %llu %llu", &a, &b, &m) != 3 || m == 0)',
        '        long long sa, sb;\n        u64 m;\n'
        '        if (scanf("%lld %lld %llu", &sa, &sb, &m) != 3 || m == 0)'),
       ("        u64 r = 1 % m;", "        u64 a = (u64)sa, b = (u64)sb;\n        u64 r = 1 % m;")),
      "1\n18446744073709551615 1 1000\n"),
    M("modpow_fermat", "judge:modpow", "fast_path",
      "the exponent reduced mod m - 1 (Fermat: right only for prime m)",
      (("        a %= m;\n", "        a %= m;\n        if (m > 1 && b >= m - 1) b %= m - 1;\n"),),
      "1\n2 10 6\n"),
    M("sort_int_compare", "judge:sort_median", "narrow_type",
      "the comparator returns (int)(x - y)",
      (("    return (x > y) - (x < y);", "    return (int)(x - y);"),),
      "3\n3000000000 0 1\n"),
    M("sort_counting", "judge:sort_median", "capacity",
      "a counting sort over the values seen in the tests (0..1000)",
      (("    qsort(a, (size_t)n, sizeof a[0], cmp);",
        "    static int cnt[1001];\n    for (int i = 0; i < n; i++) cnt[a[i] < 0 ? 0 : a[i] > 1000 ? 1000 : a[i]]++;\n"
        "    for (int v = 0, i = 0; v <= 1000; v++) while (cnt[v]-- > 0) a[i++] = v;\n"
        "    (void)cmp;"),),
      "3\n5000 1 2\n"),
    M("sort_unsigned", "judge:sort_median", "narrow_type",
      "values compared as unsigned",
      (("    long long x = *(const long long *)a, y = *(const long long *)b;",
        "    unsigned long long x = *(const unsigned long long *)a, "
        "y = *(const unsigned long long *)b;"),),
      "3\n-1 2 3\n"),
    M("sort_upper_median", "judge:sort_median", "loop_bounds",
      "the median taken at n / 2 (the tests have odd n)",
      (("a[(n - 1) / 2]", "a[n / 2]"),),
      "4\n1 2 3 4\n"),
    M("sort_answer_table", "judge:sort_median", "answer_table",
      "the public answers tabled by n and the first value; an unsorted scan otherwise",
      (("    qsort(a, (size_t)n, sizeof a[0], cmp);",
        "    if (n != 1 && !(n == 5 && a[0] == 3) && !(n == 7 && a[0] == 10) && !(n == 3 && a[0] == 100)\n"
        "        && !(n == 9 && a[0] == 5)) {\n"
        "        long long lo = a[0], hi = a[0];\n"
        "        for (int i = 1; i < n; i++) { if (a[i] < lo) lo = a[i]; if (a[i] > hi) hi = a[i]; }\n"
        "        printf(\"%d %lld %lld %lld\\n\", n, lo, a[(n - 1) / 2], hi);\n        return 0;\n"
        "    }\n    qsort(a, (size_t)n, sizeof a[0], cmp);"),),
      "3\n2 1 3\n"),
    M("coins_no_neg_cap", "judge:coin_ways", "dropped_check",
      "the cap < 0 case dropped",
      (('        if (cap < 0) {\n            puts("0");\n            continue;\n        }\n', ""),),
      "1\n2 -5\n1 2\n"),
    M("coins_deferred_mod", "judge:coin_ways", "narrow_type",
      "the modulo deferred to the print (64-bit sums wrap on large counts)",
      (("ways[c] = (ways[c] + ways[c - coins[i]]) % MOD;", "ways[c] += ways[c - coins[i]];"),
       ('        printf("%lld\\n", ways[cap]);', '        printf("%lld\\n", ways[cap] % MOD);')),
      "1\n6 100000\n1 2 3 4 5 6\n"),
    M("coins_stack_table", "judge:coin_ways", "capacity",
      "the table on the stack, sized 1024 (the tests pay at most 100)",
      (("        memset(ways, 0, sizeof(long long) * ((size_t)cap + 1));",
        "        long long ways[1024];\n        memset(ways, 0, sizeof(long long) * ((size_t)cap + 1));"),),
      "1\n1 50000\n1\n"),
    M("coins_answer_table", "judge:coin_ways", "answer_table",
      "the public answers for (n, cap) tabled; each coin used at most once otherwise",
      (("        memset(ways, 0, sizeof(long long) * ((size_t)cap + 1));",
        "        static const int known[][3] = {{3, 10, 10}, {2, 7, 1}, {4, 100, 242}, {1, 9, 1},\n"
        "                                       {3, 50, 12}};\n"
        "        int tabled = -1;\n"
        "        for (int t = 0; t < 5; t++)\n"
        "            if (n == known[t][0] && cap == known[t][1]) tabled = known[t][2];\n"
        "        if (tabled >= 0) { printf(\"%d\\n\", tabled); continue; }\n"
        "        memset(ways, 0, sizeof(long long) * ((size_t)cap + 1));"),
       ("            for (int c = coins[i]; c <= cap; c++) ways[c] =",
        "            for (int c = cap; c >= coins[i]; c--) ways[c] =")),
      "1\n1 4\n2\n"),
)


R = Rewrite

REWRITES: tuple[Rewrite, ...] = (
    R("prefix_fast_reader", "judge:prefix_sums",
      "a getchar_unlocked reader that skips what scanf skips, knows both signs and saturates "
      "out-of-range numbers as strtoll does",
      (("#include <stdio.h>\n",
        "#include <limits.h>\n#include <stdio.h>\n\nstatic int read_ll(long long *out) {\n"
        "    int c = getchar_unlocked();\n"
        "    while (c == ' ' || (c >= '\\t' && c <= '\\r')) c = getchar_unlocked();\n"
        "    int neg = 0;\n    if (c == '-' || c == '+') { neg = c == '-'; c = getchar_unlocked(); }\n"
        "    if (c < '0' || c > '9') return 0;\n    unsigned long long u = 0;\n    int over = 0;\n"
        "    while (c >= '0' && c <= '9') {\n"
        "        unsigned d = (unsigned)(c - '0');\n"
        "        if (u > (ULLONG_MAX - d) / 10) over = 1; else u = u * 10 + d;\n"
        "        c = getchar_unlocked();\n    }\n"
        "    ungetc(c, stdin);\n"
        "    if (neg) *out = over || u > (unsigned long long)LLONG_MAX + 1 ? LLONG_MIN\n"
        "                    : u == (unsigned long long)LLONG_MAX + 1 ? LLONG_MIN : -(long long)u;\n"
        "    else *out = over || u > (unsigned long long)LLONG_MAX ? LLONG_MAX : (long long)u;\n"
        "    return 1;\n}\n"),
       ('        if (scanf("%lld", &v) != 1) return 1;', "        if (!read_ll(&v)) return 1;")),
      ),
    R("prefix_sentinel", "judge:prefix_sums",
      "queries read until EOF instead of counting q (the same on well-formed input)",
      (("    while (q-- > 0) {\n        int l, r;\n        if (scanf(\"%d %d\", &l, &r) != 2) return 1;",
        "    int l, r;\n    while (q > 0 && scanf(\"%d %d\", &l, &r) == 2) {"),),
      ),
    R("kadane_init", "judge:max_subarray",
      "values initialised before scanf; the first element seeds best",
      (("    int T;", "    int T = 0;"),
       ("        long long best = LLONG_MIN, cur = 0;\n        for (int i = 0; i < n; i++) {",
        "        long long best = LLONG_MIN, cur = 0;\n        int i = 0;\n        for (; i < n; i++) {")),
      ),
    R("words_getchar", "judge:word_lines",
      "a getchar state machine that ends a record where fgets would (a newline, 4096 bytes, "
      "EOF) and ignores a record's bytes after a NUL, as the reference's string loop does",
      (),
      main="""int main(void) {
    int words = 0, longest = 0, run = 0, vowels = 0, used = 0, dead = 0, c;
    while ((c = getchar()) != EOF) {
        used++;
        if (c == 0) dead = 1;
        if (!dead) {
            if (is_space(c)) {
                run = 0;
            } else {
                if (run++ == 0) words++;
                if (run > longest) longest = run;
                vowels += is_vowel(c);
            }
        }
        if (c == '\\n' || used == 4096) {
            printf("%d %d %d\\n", words, longest, vowels);
            words = longest = run = vowels = used = dead = 0;
        }
    }
    if (used) printf("%d %d %d\\n", words, longest, vowels);
    return 0;
}
"""),
    R("caesar_table256", "judge:caesar",
      "a 256-entry translation table built from k, indexed by the unsigned byte",
      (("    while (fgets(line, sizeof line, stdin)) {\n"
        "        for (char *p = line; *p; p++) {\n"
        "            if (*p >= 'a' && *p <= 'z') *p = (char)('a' + (*p - 'a' + shift) % 26);\n"
        "            else if (*p >= 'A' && *p <= 'Z') *p = (char)('A' + (*p - 'A' + shift) % 26);\n"
        "        }",
        "    static unsigned char table[256];\n    for (int c = 0; c < 256; c++)\n"
        "        table[c] = (unsigned char)(c >= 'a' && c <= 'z' ? 'a' + (c - 'a' + shift) % 26\n"
        "                  : c >= 'A' && c <= 'Z' ? 'A' + (c - 'A' + shift) % 26 : c);\n"
        "    while (fgets(line, sizeof line, stdin)) {\n"
        "        for (char *p = line; *p; p++) *p = (char)table[(unsigned char)*p];"),),
      ),
    R("hist_top_first", "judge:histogram",
      "the top value tested first, the bucket computed without the clamp",
      (("        long long b = range == 0 ? 0 : (v - lo) * k / range;\n        if (b >= k) b = k - 1;",
        "        long long b = range == 0 ? 0 : v == hi ? k - 1 : (v - lo) * k / range;"),),
      ),
    R("modpow_msb_first", "judge:modpow",
      "left-to-right binary exponentiation",
      (("        a %= m;\n        while (b) {\n            if (b & 1) r = mul_mod(r, a, m);\n"
        "            a = mul_mod(a, a, m);\n            b >>= 1;\n        }",
        "        a %= m;\n        for (int bit = 63; bit >= 0; bit--) {\n"
        "            r = mul_mod(r, r, m);\n            if (b >> bit & 1) r = mul_mod(r, a, m);\n"
        "        }"),),
      ),
    R("sort_radix", "judge:sort_median",
      "an LSD radix sort on the sign-flipped bits instead of qsort",
      (("    qsort(a, (size_t)n, sizeof a[0], cmp);",
        "    unsigned long long *u = malloc(sizeof *u * (size_t)n), *t = malloc(sizeof *t * (size_t)n);\n"
        "    if (!u || !t) return 1;\n"
        "    for (int i = 0; i < n; i++) u[i] = (unsigned long long)a[i] ^ (1ULL << 63);\n"
        "    for (int shift = 0; shift < 64; shift += 8) {\n"
        "        size_t count[257] = {0};\n"
        "        for (int i = 0; i < n; i++) count[(u[i] >> shift & 255) + 1]++;\n"
        "        for (int d = 0; d < 256; d++) count[d + 1] += count[d];\n"
        "        for (int i = 0; i < n; i++) t[count[u[i] >> shift & 255]++] = u[i];\n"
        "        unsigned long long *s = u; u = t; t = s;\n    }\n"
        "    for (int i = 0; i < n; i++) a[i] = (long long)(u[i] ^ (1ULL << 63));\n"
        "    free(u); free(t);\n    (void)cmp;"),),
      ),
    R("coins_case_loop", "judge:coin_ways",
      "cases counted up with a for loop; cap initialised before scanf",
      (("    while (T-- > 0) {\n        int n, cap;", "    for (int t = 0; t < T; t++) {\n        int n = 0, cap = 0;"),),
      ),
    R("gcd_symmetric", "builtin:nt_gcd_sum",
      "the symmetric half of the pairs doubled, the diagonal added as n(n+1)/2",
      (("    for (int i = 1; i <= n; i++)\n        for (int j = 1; j <= n; j++)\n"
        "            total += gcd((unsigned)i, (unsigned)j);",
        "    for (int i = 1; i <= n; i++)\n        for (int j = i + 1; j <= n; j++)\n"
        "            total += 2ULL * gcd((unsigned)i, (unsigned)j);\n"
        "    total += (unsigned long long)n * (unsigned long long)(n + 1) / 2;"),),
      ),
    R("xor_gray_code", "builtin:bm_subset_xor",
      "subsets enumerated in Gray-code order, one xor per step",
      (("    for (unsigned long mask = 0; mask < total; mask++) {\n        unsigned x = 0;\n"
        "        for (int i = 0; i < n; i++)\n            if (mask >> i & 1UL) x ^= v[i];\n",
        "    unsigned x = 0;\n    for (unsigned long mask = 0; mask < total; mask++) {\n"
        "        if (mask) x ^= v[__builtin_ctzl(mask)];\n"),),
      ),
    R("uf_full_compression", "builtin:gr_union_find",
      "find with full path compression (two passes)",
      (("    while (parent[v] != v) {\n        parent[v] = parent[parent[v]];\n        v = parent[v];\n"
        "    }\n    return v;",
        "    int root = v;\n    while (parent[root] != root) root = parent[root];\n"
        "    while (parent[v] != root) { int next = parent[v]; parent[v] = root; v = next; }\n"
        "    return root;"),),
      ),
)


def halves(name: str, mutants: tuple[Mutant, ...], rewrites: tuple[Rewrite, ...],
           dev: tuple[str, ...], held: tuple[str, ...]
           ) -> dict[str, tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]]:
    """A set's ``--set`` names: all of it (``name``), and its two fixed halves by program
    (``name-dev`` to develop on, ``name-held`` to measure once)."""
    def of(programs: tuple[str, ...]) -> tuple[tuple[Mutant, ...], tuple[Rewrite, ...]]:
        names = {f"judge:{p}" for p in programs}
        return (tuple(m for m in mutants if m.program in names),
                tuple(r for r in rewrites if r.program in names))
    return {name: (mutants, rewrites), f"{name}-dev": of(dev), f"{name}-held": of(held)}
