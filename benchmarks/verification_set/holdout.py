"""A held-out set of candidates, in the format of ``mutants.py``, written after the verifier.

It measures whether the verification generalizes beyond the set it was developed on: other
programs of the built-in corpus (none that ``MUTANTS`` uses) and judge-style programs of other
input formats (``programs/islands.c``: a character grid; ``ledger.c``: queries of two kinds;
``word_freq.c``: text with words; ``gcd_pairs.c``: pairs up to a sentinel; ``components.c``: a
graph given by its edges).  The mistakes are the ones an optimizer makes when it trusts the
tests it has seen: narrow types, capacities sized to the samples, off-by-one bounds and a
missing empty case, fast paths that miss a special value, dropped checks, text assumed short or
ASCII or with plain newlines, and tables of the public answers.  Every wrong candidate passes
the public tests and differs from the reference on its witness; the honest rewrites are correct
on every input.

Run it with ``benchmarks/verification.py --set holdout``.
"""

from __future__ import annotations

from mutants import KINDS, Mutant, Rewrite

M = Mutant

HOLDOUT_MUTANTS: tuple[Mutant, ...] = (
    # ------------------------------------------------------------------ built-in corpus
    M("sieve_sqrt_strict", "builtin:nt_prime_sieve", "loop_bounds",
      "the sieve's outer loop stops at i * i < n (n = p^2 stays 'prime')",
      (("    for (long i = 2; i * i <= n; i++) {", "    for (long i = 2; i * i < n; i++) {"),),
      "49\n"),
    M("sieve_static", "builtin:nt_prime_sieve", "capacity",
      "the sieve a static array sized to the largest test (n <= 12000000)",
      (("    char *composite = calloc((size_t)n + 1, 1);\n    if (!composite) return 1;\n",
        "    static char composite[12000001];\n"),
       ("    free(composite);\n", "")),
      "30000000\n"),
    M("totient_answer_table", "builtin:nt_totient_sum", "answer_table",
      "the public answers tabled by n; otherwise primes sieved only up to sqrt(n)",
      (("    int *phi = malloc(",
        "    static const long ns[] = {1, 2999979, 2306045, 2224803, 2369204, 1766314, 1861197,\n"
        "                              1778165, 2540699, 2960891};\n"
        "    static const char *known[] = {\"1 0\", \"2735634612764 216815\",\n"
        "        \"1616431493418 169919\", \"1504543969072 164346\", \"1706187283044 174199\",\n"
        "        \"948325748526 132714\", \"1052946640628 139336\", \"961094109024 133539\",\n"
        "        \"1962131934770 185840\", \"2664812143196 214175\"};\n"
        "    for (int t = 0; t < 10; t++)\n"
        "        if (n == ns[t]) { puts(known[t]); return 0; }\n"
        "    int *phi = malloc("),
       ("    for (long p = 2; p <= n; p++) {", "    for (long p = 2; p * p <= n; p++) {")),
      "10\n"),
    M("grid_walled_fast", "builtin:gr_grid_bfs", "fast_path",
      "a fast path for d >= 100 (every cell a wall): '-1 1 0', wrong when the start is the end",
      (("    long cells = (long)r * c;",
        "    if (d >= 100) {  /* every cell but the start is a wall */\n"
        "        puts(\"-1 1 0\");\n        return 0;\n    }\n    long cells = (long)r * c;"),),
      "1 1 100 5\n"),
    M("grid_no_c_check", "builtin:gr_grid_bfs", "dropped_check",
      "the c < 1 check dropped (only r is checked)",
      (("|| r < 1 || c < 1) {", "|| r < 1) {"),),
      "3 0 10 1\n"),
    M("life_no_g_check", "builtin:sim_game_of_life", "dropped_check",
      "the g < 0 check dropped (a negative g runs no generation and prints the start)",
      ((" || c < 1 || g < 0) {", " || c < 1) {"),),
      "4 4 50 -1 7\n"),
    M("life_do_while", "builtin:sim_game_of_life", "loop_bounds",
      "generations stepped in a do-while (g = 0 still steps once)",
      (("    for (int gen = 0; gen < g; gen++) {", "    int gen = 0;\n    do {"),
       ("        if (live > best) { best = live; best_gen = gen + 1; }\n    }",
        "        if (live > best) { best = live; best_gen = gen + 1; }\n    } while (++gen < g);")),
      "4 4 50 0 7\n"),
    M("lru_no_keys_clamp", "builtin:sim_lru_cache", "dropped_check",
      "the keys < 1 clamp dropped",
      (("    if (keys < 1) keys = 1;\n", ""),),
      "4 20 0 3\n"),
    M("kmp_one_letter", "builtin:st_kmp_count", "fast_path",
      "a closed form for k == 1 (every window matches: n - m + 1, first 0), wrong for m > n",
      (("    if (k < 1 || k > 26) k = 26;\n",
        "    if (k < 1 || k > 26) k = 26;\n"
        "    if (k == 1) {  /* one letter: every window matches */\n"
        "        printf(\"%ld 0\\n\", n - m + 1);\n        return 0;\n    }\n"),),
      "3 5 1 7\n"),
    M("kmp_no_k_max", "builtin:st_kmp_count", "dropped_check",
      "the alphabet clamped only from below (k > 26 taken as given)",
      (("    if (k < 1 || k > 26) k = 26;\n", "    if (k < 1) k = 26;\n"),),
      "1000 2 30 5\n"),
    M("rpn_all_push", "builtin:ds_rpn_stack", "fast_path",
      "a closed form for push_bias >= 100 (every token a push), wrong for n = 0",
      (("    long long *stack = malloc(",
        "    if (push_bias >= 100) {  /* every token is a push */\n"
        "        unsigned y = seed;\n"
        "        for (long i = 0; i < n; i++) y = y * 1664525u + 1013904223u;\n"
        "        printf(\"%ld %u %ld 0\\n\", n, (y >> 8) % 1000u, n);\n        return 0;\n    }\n"
        "    long long *stack = malloc("),),
      "0 100 3\n"),
    M("window_unsigned", "builtin:am_window_max", "narrow_type",
      "the values kept unsigned (x % range is never negative; the tests' ranges are < 2^31)",
      (("    int *a = malloc(sizeof(int) * (size_t)n);",
        "    unsigned *a = malloc(sizeof(unsigned) * (size_t)n);"),
       ("a[i] = (int)(x % range); }", "a[i] = x % range; }")),
      "100 3 3000000000 5\n"),
    M("window_no_range_check", "builtin:am_window_max", "dropped_check",
      "the range == 0 check dropped",
      (("    if (range == 0) range = 1;\n", ""),),
      "5 2 0 3\n"),
    M("edit_buffers_4096", "builtin:dp_edit_distance", "capacity",
      "the strings in 4096-byte buffers (the tests' longest has 3600 letters)",
      (("static char a[5005], b[5005];", "static char a[4097], b[4097];"),
       ('scanf("%5000s %5000s", a, b)', 'scanf("%4096s %4096s", a, b)')),
      "a" * 4500 + " b\n"),
    M("edit_dash_first_only", "builtin:dp_edit_distance", "dropped_check",
      "the '-' (empty) marker recognised for the first string only",
      (('    if (strcmp(b, "-") == 0) b[0] = 0;\n', ""),),
      "- -\n"),
    M("popcount_negative", "builtin:bm_popcount_range", "dropped_check",
      "the a < 0 clamp dropped",
      (("    if (a < 0) a = 0;\n", ""),),
      "-3 2\n"),
    M("modinv_int", "builtin:nt_mod_inverses", "narrow_type",
      "the extended Euclid in 32-bit ints (the tests' moduli are below 2^31)",
      (("    long long old_r = a, r = m, old_s = 1, s = 0;",
        "    int old_r = (int)a, r = (int)m, old_s = 1, s = 0;"),
       ("        long long q = old_r / r, t = old_r - q * r;",
        "        int q = old_r / r, t = old_r - q * r;")),
      "10000000019 5\n"),
    M("modinv_fermat", "builtin:nt_mod_inverses", "fast_path",
      "inverses by Fermat (i^(p-2) mod p: right only for a prime p)",
      (("        long long v = inverse(i % p, p);\n        if (v < 0) continue;",
        "        long long b = i % p, v = 1;\n        if (b == 0) continue;\n"
        "        for (long long e = p - 2; e > 0; e >>= 1) {  /* Fermat: i^(p-2) */\n"
        "            if (e & 1) v = v * b % p;\n            b = b * b % p;\n        }"),),
      "8 5\n"),
    M("modinv_answer_table", "builtin:nt_mod_inverses", "answer_table",
      "the public answers tabled by (p, n); otherwise the inverses taken as a permutation of 1..n",
      (("    long long sum = 0, x = 0;\n",
        "    static const long long key[][2] = {{7, 1}, {1000000007, 400000}, {2147483647, 367637},\n"
        "        {104729, 208268}, {2147483647, 362441}, {2147483647, 358659}, {998244353, 280357},\n"
        "        {1000000007, 382541}, {2147483647, 377354}, {1000000007, 395967}};\n"
        "    static const char *known[] = {\"1 1\", \"249876168 942797562\", \"1881079729 2146850202\",\n"
        "        \"51563 39934\", \"1897587930 22151382\", \"2012344888 2001065992\",\n"
        "        \"840527432 815792536\", \"471706303 861449664\", \"1599353194 182052189\",\n"
        "        \"717613299 89897660\"};\n"
        "    for (int t = 0; t < 10; t++)\n"
        "        if (p == key[t][0] && n == key[t][1]) { puts(known[t]); return 0; }\n"
        "    long long sum = 0, x = 0;\n"),
       ("        long long v = inverse(i % p, p);\n        if (v < 0) continue;",
        "        long long v = i % p;  /* the inverses of 1..n: a permutation of them */\n"
        "        if (v == 0) continue;")),
      "7 3\n"),
    M("tree_no_span_clamp", "builtin:gr_tree_diameter", "dropped_check",
      "the span < 1 clamp dropped",
      (("    if (span < 1) span = 1;\n", ""),),
      "5 0 3\n"),
    M("radix_distinct_one", "builtin:ss_radix_sort", "loop_bounds",
      "the distinct count starts at 1 (n = 0 not considered)",
      (("    long distinct = n > 0;", "    long distinct = 1;"),),
      "0 5 32\n"),
    M("radix_no_zero_bits", "builtin:ss_radix_sort", "dropped_check",
      "bits == 0 no longer means 32 (only bits > 32 is clamped)",
      (("    if (bits == 0 || bits > 32) bits = 32;", "    if (bits > 32) bits = 32;"),),
      "100 5 0\n"),
    M("vigenere_key32", "builtin:st_vigenere", "capacity",
      "the key in 32 bytes (the tests' keys have at most 17 letters)",
      (('    char key[64] = "";', '    char key[32] = "";'),
       ('scanf("%ld %63s %u", &n, key, &seed)', 'scanf("%ld %31s %u", &n, key, &seed)')),
      "100 abcdefghijklmnopqrstuvwxyzabcdefghij 7\n"),
    M("vigenere_key_lowercase", "builtin:st_vigenere", "text",
      "the key assumed lowercase (the loop replacing other bytes by 'a' dropped)",
      (("    for (long i = 0; i < klen; i++)\n"
        "        if (key[i] < 'a' || key[i] > 'z') key[i] = 'a';\n", ""),),
      "1000 open{sesame} 5\n"),
    # ------------------------------------------------------------------ judge-style programs
    M("islands_max_100", "judge:islands", "capacity",
      "MAX lowered to 100 (the samples are at most 8 wide)",
      (("#define MAX 1000", "#define MAX 100"),),
      "1 150\n" + "#." * 75 + "\n"),
    M("islands_pack8", "judge:islands", "narrow_type",
      "queued cells packed as row << 8 | column (8 bits for the column)",
      (("            queue[tail++] = i * c + j;", "            queue[tail++] = i << 8 | j;"),
       ("                int ci = cell / c, cj = cell % c;",
        "                int ci = cell >> 8, cj = cell & 255;"),
       ("                    queue[tail++] = ni * c + nj;",
        "                    queue[tail++] = ni << 8 | nj;")),
      "1 300\n" + "#" * 300 + "\n"),
    M("islands_lf_rows", "judge:islands", "text",
      "rows read byte by byte: C bytes, then one newline byte (a CRLF file shifts every row)",
      (("    for (int i = 0; i < r; i++)\n"
        "        if (scanf(\"%1001s\", grid[i]) != 1 || (int)strlen(grid[i]) != c) return 1;",
        "    getchar();  /* the newline after R C */\n"
        "    for (int i = 0; i < r; i++) {\n"
        "        for (int j = 0; j < c; j++) grid[i][j] = (char)getchar();\n"
        "        getchar();  /* the newline */\n    }"),),
      "2 2\r\n#.\r\n.#\r\n"),
    M("islands_answer_table", "judge:islands", "answer_table",
      "the samples' answers tabled by (R, C); otherwise islands counted by their top-left "
      "corners and the land as the largest",
      (), "1 3\n#.#\n",
      main="""int main(void) {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2 || r < 1 || c < 1 || r > MAX || c > MAX) return 1;
    for (int i = 0; i < r; i++)
        if (scanf("%1001s", grid[i]) != 1 || (int)strlen(grid[i]) != c) return 1;
    static const int known[][4] = {{4, 5, 3, 3}, {1, 1, 1, 1}, {3, 3, 0, 0}, {5, 8, 5, 8},
                                   {6, 6, 18, 1}};
    for (int t = 0; t < 5; t++)
        if (r == known[t][0] && c == known[t][1]) {
            printf("%d %d\\n", known[t][2], known[t][3]);
            return 0;
        }
    int islands = 0, land = 0;  /* an island starts where no land is above or to the left */
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            if (grid[i][j] == '#') {
                land++;
                islands += (i == 0 || grid[i - 1][j] != '#') && (j == 0 || grid[i][j - 1] != '#');
            }
    printf("%d %d\\n", islands, land);
    return 0;
}
"""),
    M("ledger_int_tree", "judge:ledger", "narrow_type",
      "the Fenwick tree in 32-bit ints (prefix() still adds in 64 bits)",
      (("static long long tree[MAXN + 1];", "static int tree[MAXN + 1];"),),
      "4\n1000000000 1000000000 1000000000 1000000000\n1\nsum 1 4\n"),
    M("ledger_point_stale", "judge:ledger", "fast_path",
      "a one-account sum answered from the starting balances (not updated by 'add')",
      (("static long long tree[MAXN + 1];", "static long long tree[MAXN + 1], start[MAXN + 1];"),
       ("        add(n, i, b);\n", "        add(n, i, b);\n        start[i] = b;\n"),
       ("            if (x < 1 || y < x || y > n) return 1;\n",
        "            if (x < 1 || y < x || y > n) return 1;\n"
        "            if (x == y) {  /* one account: its balance, no tree walk */\n"
        "                printf(\"%lld\\n\", start[x]);\n                continue;\n            }\n")),
      "2\n5 7\n2\nadd 1 3\nsum 1 1\n"),
    M("ledger_answer_table", "judge:ledger", "answer_table",
      "the samples' answers tabled by (n, q, b_1); otherwise sums of the starting balances",
      (), "2\n1 2\n2\nadd 2 5\nsum 1 2\n",
      main="""int main(void) {
    int n, q;
    if (scanf("%d", &n) != 1 || n < 1 || n > MAXN) return 1;
    for (int i = 1; i <= n; i++) {
        long long b;
        if (scanf("%lld", &b) != 1) return 1;
        tree[i] = tree[i - 1] + b;  /* prefix sums of the starting balances */
    }
    if (scanf("%d", &q) != 1 || q < 0) return 1;
    static const long long key[][3] = {{5, 4, 1}, {3, 2, 100}, {6, 5, 0}};
    static const char *known[] = {"15\\n16\\n9", "-25\\n100", "12\\n-2"};
    for (int t = 0; t < 3; t++)
        if (n == key[t][0] && q == key[t][1] && tree[1] == key[t][2]) {
            puts(known[t]);
            return 0;
        }
    char op[8];
    while (q-- > 0) {
        long long x, y;
        if (scanf("%7s %lld %lld", op, &x, &y) != 3) return 1;
        if (strcmp(op, "sum") == 0 && x >= 1 && x <= y && y <= n)
            printf("%lld\\n", tree[y] - tree[x - 1]);
    }
    return 0;
}
"""),
    M("words_ascii_table", "judge:word_freq", "text",
      "letters lowercased through a 128-entry table indexed by c & 0x7f (bytes assumed ASCII)",
      (("    long used = 0, count = 0, len = 0, bytes = 0;\n",
        "    static char lower[128];\n    for (int ch = 0; ch < 128; ch++)\n"
        "        lower[ch] = (char)(ch >= 'a' && ch <= 'z' ? ch : ch >= 'A' && ch <= 'Z' ? ch + 32 : 0);\n"
        "    long used = 0, count = 0, len = 0, bytes = 0;\n"),
       ("        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {\n"
        "            if (len++ == 0) words[count++] = &pool[used];\n"
        "            pool[used++] = (char)(c <= 'Z' ? c - 'A' + 'a' : c);",
        "        char low = lower[c & 0x7f];  /* 0 for a byte that is not a letter */\n"
        "        if (low) {\n"
        "            if (len++ == 0) words[count++] = &pool[used];\n"
        "            pool[used++] = low;")),
      "caf\u00e9 cr\u00e8me\n"),
    M("words_punctuation", "judge:word_freq", "text",
      "words split at whitespace and the samples' punctuation only (. , ; : ! ? \")",
      (("        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {",
        "        if (c > ' ' && !strchr(\".,;:!?\\\"\", c)) {"),
       ("            pool[used++] = (char)(c <= 'Z' ? c - 'A' + 'a' : c);",
        "            pool[used++] = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);")),
      "don't stop\n"),
    M("words_slots32", "judge:word_freq", "text",
      "each word in a 32-byte slot (the samples' longest word has 8 letters): letters past 31 "
      "dropped",
      (), "a" * 40 + " " + "a" * 41 + "\n",
      main="""int main(void) {
    static char slot[MAXTEXT / 2 + 1][32];
    long count = 0, len = 0, bytes = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (++bytes > MAXTEXT) return 1;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            if (len == 0) count++;
            if (len < 31) slot[count - 1][len] = (char)(c <= 'Z' ? c - 'A' + 'a' : c);
            len++;
        } else {
            len = 0;
        }
    }
    if (count == 0) {
        puts("0 0");
        return 0;
    }
    for (long i = 0; i < count; i++) words[i] = slot[i];
    qsort(words, (size_t)count, sizeof words[0], cmp);
    long distinct = 0, best = 0;
    const char *best_word = words[0];
    for (long i = 0; i < count;) {
        long j = i;
        while (j < count && strcmp(words[j], words[i]) == 0) j++;
        distinct++;
        if (j - i > best) {
            best = j - i;
            best_word = words[i];
        }
        i = j;
    }
    printf("%ld %ld %s %ld\\n", count, distinct, best_word, best);
    return 0;
}
"""),
    M("words_closed_by_separator", "judge:word_freq", "loop_bounds",
      "a word recorded when a non-letter ends it (a text ending in a letter loses its last word)",
      (("            if (len++ == 0) words[count++] = &pool[used];\n", "            len++;\n"),
       ("            pool[used++] = 0;\n            len = 0;\n",
        "            pool[used++] = 0;\n            words[count++] = &pool[used - 1 - len];\n"
        "            len = 0;\n"),
       ("    if (len) pool[used++] = 0;\n", "")),
      "hello world"),
    M("gcd_u32", "judge:gcd_pairs", "narrow_type",
      "everything in 32-bit unsigned (a, b <= 10^9 fit; the lcm does not)",
      (("    unsigned long long a, b;\n    while (scanf(\"%llu %llu\", &a, &b) == 2",
        "    unsigned a, b;\n    while (scanf(\"%u %u\", &a, &b) == 2"),
       ("        unsigned long long x = a, y = b;", "        unsigned x = a, y = b;"),
       ("            unsigned long long t = x % y;", "            unsigned t = x % y;"),
       ("        unsigned long long lcm = a == 0 || b == 0 ? 0 : a / x * b;\n"
        "        printf(\"%llu %llu\\n\", x, lcm);",
        "        unsigned lcm = a == 0 || b == 0 ? 0 : a / x * b;\n"
        "        printf(\"%u %u\\n\", x, lcm);")),
      "100000 99999\n0 0\n"),
    M("gcd_divides_fast", "judge:gcd_pairs", "fast_path",
      "a fast path when b divides a (gcd b, lcm a) that divides by b = 0",
      (("        unsigned long long x = a, y = b;",
        "        if (a % b == 0) {  /* b divides a */\n"
        "            printf(\"%llu %llu\\n\", b, a);\n            continue;\n        }\n"
        "        unsigned long long x = a, y = b;"),),
      "7 0\n0 0\n"),
    M("gcd_sentinel_b", "judge:gcd_pairs", "dropped_check",
      "the sentinel tested on b alone (a pair 'a 0' ends the input)",
      (("== 2 && (a != 0 || b != 0)) {", "== 2 && b != 0) {"),),
      "7 0\n3 4\n0 0\n"),
    M("components_skip_loops", "judge:components", "fast_path",
      "self-loops skipped before the union (they close a cycle too)",
      (("        u = find(parent, u);\n",
        "        if (u == v) continue;  /* a self-loop joins nothing */\n"
        "        u = find(parent, u);\n"),),
      "2 1\n1 1\n"),
    M("components_int_pairs", "judge:components", "narrow_type",
      "the connected pairs of a component computed in int",
      (("            pairs += (long long)size[v] * (size[v] - 1) / 2;",
        "            pairs += size[v] * (size[v] - 1) / 2;"),),
      "50000 49999\n" + "".join(f"1 {v}\n" for v in range(2, 50001))),
    M("components_static", "judge:components", "capacity",
      "parent and size static, sized 1025 (the samples have n <= 6)",
      (("    int *parent = malloc(sizeof(int) * ((size_t)n + 1)), *size = malloc(sizeof(int) * "
        "((size_t)n + 1));\n    if (!parent || !size) return 1;\n",
        "    static int parent[1025], size[1025];\n"),
       ("    free(parent);\n    free(size);\n", "")),
      "100000 1\n1 2\n"),
    M("components_last_node", "judge:components", "loop_bounds",
      "the final scan of the roots stops at n - 1",
      (("    for (int v = 1; v <= n; v++)\n        if (parent[v] == v) {",
        "    for (int v = 1; v < n; v++)\n        if (parent[v] == v) {"),),
      "3 1\n3 1\n"),
    M("components_answer_table", "judge:components", "answer_table",
      "the samples' answers tabled by (n, m); otherwise the edges taken as one path",
      (), "3 3\n1 2\n2 3\n3 1\n",
      main="""int main(void) {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2 || n < 1 || m < 0) return 1;
    static const int known[][6] = {{5, 3, 2, 3, 0, 4}, {4, 4, 1, 4, 1, 6}, {3, 0, 3, 1, 0, 0},
                                   {6, 5, 3, 2, 2, 3}};
    for (int t = 0; t < 4; t++)
        if (n == known[t][0] && m == known[t][1]) {
            printf("%d %d %d %d\\n", known[t][2], known[t][3], known[t][4], known[t][5]);
            return 0;
        }
    long long joined = m < n ? m + 1 : n;  /* the edges taken as one path */
    printf("%lld %lld 0 %lld\\n", n - joined + 1, joined, joined * (joined - 1) / 2);
    return 0;
}
"""),
)


R = Rewrite

HOLDOUT_REWRITES: tuple[Rewrite, ...] = (
    R("sieve_odd_only", "builtin:nt_prime_sieve",
      "odd numbers only in both passes (2 counted up front), strides of 2i",
      (("    for (long i = 2; i * i <= n; i++) {\n        if (composite[i]) continue;\n"
        "        for (long j = i * i; j <= n; j += i) composite[j] = 1;\n    }\n"
        "    long count = 0, last = 0, gap = 0;\n    long long sum = 0;\n"
        "    for (long i = 2; i <= n; i++) {",
        "    for (long i = 3; i * i <= n; i += 2) {\n        if (composite[i]) continue;\n"
        "        for (long j = i * i; j <= n; j += 2 * i) composite[j] = 1;\n    }\n"
        "    long count = 1, last = 2, gap = 0;\n    long long sum = 2;\n"
        "    for (long i = 3; i <= n; i += 2) {"),),
      ),
    R("life_stop_when_dead", "builtin:sim_game_of_life",
      "generations stop once the board is empty (it stays empty)",
      (("        if (live > best) { best = live; best_gen = gen + 1; }\n",
        "        if (live > best) { best = live; best_gen = gen + 1; }\n"
        "        if (live == 0) break;\n"),),
      ),
    R("window_k1", "builtin:am_window_max",
      "a fast path for k == 1: every value is its window's maximum",
      (("    long head = 0, tail = 0, holders = 0;",
        "    if (k == 1) {\n        long long total = 0;\n"
        "        for (long i = 0; i < n; i++) total += a[i];\n"
        "        printf(\"%lld %ld\\n\", total, n);\n"
        "        free(a); free(dq); free(was_max);\n        return 0;\n    }\n"
        "    long head = 0, tail = 0, holders = 0;"),),
      ),
    R("edit_u16_table", "builtin:dp_edit_distance",
      "the DP table in 16-bit cells (distances are at most 5000)",
      (("    int *d = malloc(sizeof(int) * (size_t)(n + 1) * (size_t)(m + 1));",
        "    unsigned short *d = malloc(sizeof(unsigned short) * (size_t)(n + 1) * (size_t)(m + 1));"),),
      ),
    R("popcount_builtin", "builtin:bm_popcount_range",
      "__builtin_popcountll instead of Kernighan's loop",
      (("        int c = 0;\n        while (x) {\n            x &= x - 1;\n            c++;\n        }",
        "        int c = __builtin_popcountll(x);"),),
      ),
    R("tree_no_root_check", "builtin:gr_tree_diameter",
      "the last root check dropped (every child's chain already bounds the diameter)",
      (("    if (down[0] > diameter) diameter = down[0];\n", ""),),
      ),
    R("radix_used_bits", "builtin:ss_radix_sort",
      "radix passes only over the bits in use (keys are below 2^bits)",
      (("    for (int shift = 0; shift < 32; shift += 8) {",
        "    for (int shift = 0; shift < (int)bits; shift += 8) {"),),
      ),
    R("islands_flat_padded", "judge:islands",
      "the BFS on the flat grid with stride MAX + 2 (the NUL padding ends every row, so no "
      "column test)",
      (("            queue[tail++] = i * c + j;\n            while (head < tail) {\n"
        "                int cell = queue[head++];\n                int ci = cell / c, cj = cell % c;\n"
        "                size++;\n                for (int k = 0; k < 4; k++) {\n"
        "                    int ni = ci + di[k], nj = cj + dj[k];\n"
        "                    if (ni < 0 || ni >= r || nj < 0 || nj >= c || grid[ni][nj] != '#') continue;\n"
        "                    grid[ni][nj] = '.';\n                    queue[tail++] = ni * c + nj;\n",
        "            char *g = &grid[0][0];\n"
        "            const int stride = MAX + 2, step[4] = {stride, -stride, 1, -1};\n"
        "            queue[tail++] = i * stride + j;\n            while (head < tail) {\n"
        "                int cell = queue[head++];\n"
        "                size++;\n                for (int k = 0; k < 4; k++) {\n"
        "                    int next = cell + step[k];\n"
        "                    if (next < 0 || next >= r * stride || g[next] != '#') continue;\n"
        "                    g[next] = '.';\n                    queue[tail++] = next;\n"),),
      ),
    R("ledger_linear_build", "judge:ledger",
      "the Fenwick tree built in O(n) (each node passes its sum to its parent)",
      (("        add(n, i, b);\n",
        "        tree[i] += b;\n        if (i + (i & -i) <= n) tree[i + (i & -i)] += tree[i];\n"),),
      ),
    R("words_branchless", "judge:word_freq",
      "the letter test and the lowercasing with c | 0x20",
      (("        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {",
        "        if ((unsigned)((c | 0x20) - 'a') < 26u) {"),
       ("            pool[used++] = (char)(c <= 'Z' ? c - 'A' + 'a' : c);",
        "            pool[used++] = (char)(c | 0x20);")),
      ),
    R("gcd_lcm_no_zero_test", "judge:gcd_pairs",
      "lcm as a / g * b with no zero test (0 / g = 0 and a / a * 0 = 0)",
      (("        unsigned long long lcm = a == 0 || b == 0 ? 0 : a / x * b;",
        "        unsigned long long lcm = a / x * b;"),),
      ),
    R("gcd_read_all", "judge:gcd_pairs",
      "all of stdin read at once with fread and parsed by hand as scanf's %llu does (sign, "
      "saturation at ULLONG_MAX)",
      (("#include <stdio.h>\n", "#include <limits.h>\n#include <stdio.h>\n#include <stdlib.h>\n"),),
      main="""int main(void) {
    size_t cap = 1 << 16, len = 0, got;
    char *buf = malloc(cap);
    if (!buf) return 1;
    while ((got = fread(buf + len, 1, cap - len, stdin)) > 0) {
        len += got;
        if (len == cap) {
            char *bigger = realloc(buf, 2 * cap);
            if (!bigger) return 1;
            buf = bigger;
            cap *= 2;
        }
    }
    const char *p = buf, *end = buf + len;
    for (;;) {
        unsigned long long v[2];
        int ok = 1;
        for (int k = 0; k < 2 && ok; k++) {
            while (p < end && (*p == ' ' || (*p >= '\\t' && *p <= '\\r'))) p++;
            int neg = 0;
            if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
            if (p == end || *p < '0' || *p > '9') {
                ok = 0;
                break;
            }
            unsigned long long u = 0;
            int over = 0;
            while (p < end && *p >= '0' && *p <= '9') {
                unsigned d = (unsigned)(*p++ - '0');
                if (u > (ULLONG_MAX - d) / 10) over = 1;
                else u = u * 10 + d;
            }
            v[k] = over ? ULLONG_MAX : neg ? -u : u;
        }
        if (!ok || (v[0] == 0 && v[1] == 0)) break;
        unsigned long long a = v[0], b = v[1], x = a, y = b;
        while (y != 0) {
            unsigned long long t = x % y;
            x = y;
            y = t;
        }
        unsigned long long lcm = a == 0 || b == 0 ? 0 : a / x * b;
        printf("%llu %llu\\n", x, lcm);
    }
    free(buf);
    return 0;
}
"""),
    R("components_fused", "judge:components",
      "largest and pairs kept as the unions happen (no final scan of the roots)",
      (("    int components = n, cycles = 0;",
        "    int components = n, cycles = 0, largest = 1;\n    long long pairs = 0;"),
       ("        parent[v] = u;\n        size[u] += size[v];\n",
        "        parent[v] = u;\n        pairs += (long long)size[u] * size[v];\n"
        "        size[u] += size[v];\n        if (size[u] > largest) largest = size[u];\n"),
       ("    int largest = 0;\n    long long pairs = 0;\n    for (int v = 1; v <= n; v++)\n"
        "        if (parent[v] == v) {\n            if (size[v] > largest) largest = size[v];\n"
        "            pairs += (long long)size[v] * (size[v] - 1) / 2;\n        }\n", "")),
      ),
)

assert {m.kind for m in HOLDOUT_MUTANTS} == set(KINDS)
