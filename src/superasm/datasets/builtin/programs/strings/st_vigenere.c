/* Encrypt a seeded lowercase text of length n with a Vigenere key, decrypt it again, check the
   round trip, and print letter frequencies of the ciphertext (top three letters). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    long n = 0;
    char key[64] = "";
    unsigned seed = 0;
    if (scanf("%ld %63s %u", &n, key, &seed) != 3 || n < 0) n = 0;
    long klen = (long)strlen(key);
    for (long i = 0; i < klen; i++)
        if (key[i] < 'a' || key[i] > 'z') key[i] = 'a';
    char *plain = malloc((size_t)n + 1), *cipher = malloc((size_t)n + 1);
    if (!plain || !cipher) return 1;
    unsigned x = seed;
    for (long i = 0; i < n; i++) { x = x * 1664525u + 1013904223u; plain[i] = (char)('a' + (x >> 24) % 26u); }
    long freq[26] = {0};
    for (long i = 0; i < n; i++) {
        int shift = klen ? key[i % klen] - 'a' : 0;
        cipher[i] = (char)('a' + (plain[i] - 'a' + shift) % 26);
        freq[cipher[i] - 'a']++;
    }
    long bad = 0;
    for (long i = 0; i < n; i++) {
        int shift = klen ? key[i % klen] - 'a' : 0;
        if ((char)('a' + (cipher[i] - 'a' - shift + 26) % 26) != plain[i]) bad++;
    }
    printf("%s", bad ? "broken" : "ok");
    for (int r = 0; r < 3; r++) {
        int best = 0;
        for (int c = 1; c < 26; c++) if (freq[c] > freq[best]) best = c;
        printf(" %c:%ld", 'a' + best, freq[best]);
        freq[best] = -1;
    }
    printf("\n");
    free(plain); free(cipher);
    return 0;
}
