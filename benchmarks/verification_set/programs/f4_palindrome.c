/* Palindromes.  Input: T (1 <= T <= 100) on the first line, then T test cases, one line each, of
   0 to 2000 printable ASCII bytes (spaces included).  Keep only a line's letters and digits,
   letters in lower case: that is its text.  Output per case: "yes L" when the text reads the
   same backwards (an empty text does), "no L" when not, L the length of the longest run of the
   text that reads the same backwards (0 for an empty text). */
#include <stdio.h>
#include <ctype.h>

int main(void) {
    int t;
    if (scanf("%d", &t) != 1 || t < 1 || t > 100) return 1;
    int c = getchar();
    while (c != '\n' && c != EOF) c = getchar();
    static char text[2001];
    for (int tc = 0; tc < t; tc++) {
        int n = 0;
        while ((c = getchar()) != EOF && c != '\n') {
            if (n > 2000) return 1;
            if (isalnum(c)) text[n++] = (char)tolower(c);
        }
        int same = 1;
        for (int i = 0; i < n / 2; i++)
            if (text[i] != text[n - 1 - i]) same = 0;
        int best = 0;
        for (int center = 0; center < 2 * n - 1; center++) {  /* a byte, or between two */
            int lo = center / 2, hi = lo + center % 2;
            while (lo >= 0 && hi < n && text[lo] == text[hi]) {
                lo--;
                hi++;
            }
            if (hi - lo - 1 > best) best = hi - lo - 1;
        }
        printf("%s %d\n", same ? "yes" : "no", best);
    }
    return 0;
}
