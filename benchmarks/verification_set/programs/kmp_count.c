/* Pattern count.  Input: a pattern on the first line and a text on the second, both lowercase
   letters, 1 <= |pattern| <= |text| <= 10^6.  Output: the number of occurrences of the pattern
   in the text (overlapping ones count) and the 1-based position of the first (0 when none). */
#include <stdio.h>

#define MAXLEN 1000000

static char pattern[MAXLEN + 1], text[MAXLEN + 1];
static int fail[MAXLEN];

static int read_word(char *out) {
    int len = 0, c = getchar();
    while (c >= 'a' && c <= 'z') {
        if (len == MAXLEN) return -1;
        out[len++] = (char)c;
        c = getchar();
    }
    if (c != '\n' && c != EOF) return -1;
    return len;
}

int main(void) {
    int m = read_word(pattern), n = read_word(text);
    if (m < 1 || n < m) return 1;
    fail[0] = 0;
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && pattern[i] != pattern[k]) k = fail[k - 1];
        if (pattern[i] == pattern[k]) k++;
        fail[i] = k;
    }
    long count = 0, first = 0;
    for (int i = 0, k = 0; i < n; i++) {
        while (k > 0 && text[i] != pattern[k]) k = fail[k - 1];
        if (text[i] == pattern[k]) k++;
        if (k == m) {
            count++;
            if (first == 0) first = i - m + 2;
            k = fail[k - 1];
        }
    }
    printf("%ld %ld\n", count, first);
    return 0;
}
