#include <cuda_runtime.h>
#include <cuda_bf16.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct __align__(8) uint8_8 {
    uint8 i_0;
    uint8 i_1;
    uint8 i_2;
    uint8 i_3;
    uint8 i_4;
    uint8 i_5;
    uint8 i_6;
    uint8 i_7;
};
struct __align__(16) __nv_bfloat16_8 {
    __nv_bfloat16 i_0;
    __nv_bfloat16 i_1;
    __nv_bfloat16 i_2;
    __nv_bfloat16 i_3;
    __nv_bfloat16 i_4;
    __nv_bfloat16 i_5;
    __nv_bfloat16 i_6;
    __nv_bfloat16 i_7;
};
struct __align__(8) bool_8 {
    bool i_0;
    bool i_1;
    bool i_2;
    bool i_3;
    bool i_4;
    bool i_5;
    bool i_6;
    bool i_7;
};
struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
};
struct __align__(32) float_8 {
    float i_0;
    float i_1;
    float i_2;
    float i_3;
    float i_4;
    float i_5;
    float i_6;
    float i_7;
};
struct __align__(16) __nv_bfloat162_4 {
    __nv_bfloat162 i_0;
    __nv_bfloat162 i_1;
    __nv_bfloat162 i_2;
    __nv_bfloat162 i_3;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[26];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(256)softmax_plane_per_row_f_bf16_g_bf16_m_u8_n_8 (
    const __nv_bfloat16_8* __restrict__ buffer_0, const uint8_8* __restrict__ buffer_1, __nv_bfloat16_8* buffer_2, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
__nv_bfloat16_8 l_arr_13[4];

uint8_8 l_arr_14[4];

uint32_4 l_mut_77;
float l_mut_288;
float l_mut_328;
float l_mut_846;
float l_mut_1396;
float_8 l_mut_302;
float_8 l_mut_327;
bool_8 l_mut_74;
uint32 l_mut_15;
uint32 l_mut_21;
uint32 l_mut_22;
uint32 l_mut_38;
const uint32 l_0 = info.scalars_uint32[1] - uint32(1);
const uint32 l_1 = l_0 * uint32(8);
const uint32 l_2 = l_1 + info.scalars_uint32[2];
const uint32 l_3 = blockDimGlobal / uint32(32);
const uint32 l_4 = threadIdxGlobal % uint32(32);
const uint32 l_5 = threadIdxGlobal % warpSize;
const uint32 l_6 = l_5 / uint32(32);
const uint32 l_7 = blockIdxGlobal * l_3;
const uint32 l_8 = threadIdxGlobal / warpSize;
const uint32 l_9 = warpSize / uint32(32);
const uint32 l_10 = l_8 * l_9;
const uint32 l_11 = l_7 + l_10;
const uint32 l_12 = gridDimGlobal * l_3;
l_mut_15 = l_11;
while (true) {
const bool l_16 = l_mut_15 < info.scalars_uint32[0];
const bool l_17 = !l_16;
if (l_17) {
break;}
const uint32 l_18 = l_mut_15 + l_6;
const bool l_19 = l_18 < info.scalars_uint32[0];
const uint32 l_20 = (l_19) ? info.scalars_uint32[1] : uint32(0);
l_mut_21 = l_2;
l_mut_22 = uint32(0);
const uint32 l_23 = l_18 / info.scalars_uint32[16];
const uint32 l_24 = l_23 % info.scalars_uint32[17];
const uint32 l_25 = l_24 * info.scalars_uint32[18];
const uint32 l_26 = l_18 / info.scalars_uint32[19];
const uint32 l_27 = l_26 % info.scalars_uint32[20];
const uint32 l_28 = l_27 * info.scalars_uint32[21];
const uint32 l_29 = l_25 + l_28;
const uint32 l_30 = l_18 / info.scalars_uint32[22];
const uint32 l_31 = l_30 % info.scalars_uint32[23];
const uint32 l_32 = l_31 * info.scalars_uint32[24];
const uint32 l_33 = l_29 + l_32;
l_mut_22 = l_33;
const bool l_34 = info.scalars_float[0] < float(0.0);
const float l_35 = -info.scalars_float[1];
const float l_36 = (l_34) ? l_35 : info.scalars_float[1];
const uint32 l_37 = l_18 * info.scalars_uint32[5];
l_mut_38 = l_20;
const uint32 l_39 = uint32(0) * uint32(32);
const uint32 l_40 = l_4 + l_39;
const bool l_41 = l_40 < l_mut_38;
const uint32 l_42 = l_37 + l_40;
const uint32 l_43 = (l_41) ? l_42 : uint32(0);
const __nv_bfloat16_8 l_44 = buffer_0[l_43];
l_arr_13[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_44);
const uint32 l_45 = uint32(1) * uint32(32);
const uint32 l_46 = l_4 + l_45;
const bool l_47 = l_46 < l_mut_38;
const uint32 l_48 = l_37 + l_46;
const uint32 l_49 = (l_47) ? l_48 : uint32(0);
const __nv_bfloat16_8 l_50 = buffer_0[l_49];
l_arr_13[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_50);
const uint32 l_51 = uint32(2) * uint32(32);
const uint32 l_52 = l_4 + l_51;
const bool l_53 = l_52 < l_mut_38;
const uint32 l_54 = l_37 + l_52;
const uint32 l_55 = (l_53) ? l_54 : uint32(0);
const __nv_bfloat16_8 l_56 = buffer_0[l_55];
l_arr_13[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_56);
const uint32 l_57 = uint32(3) * uint32(32);
const uint32 l_58 = l_4 + l_57;
const bool l_59 = l_58 < l_mut_38;
const uint32 l_60 = l_37 + l_58;
const uint32 l_61 = (l_59) ? l_60 : uint32(0);
const __nv_bfloat16_8 l_62 = buffer_0[l_61];
l_arr_13[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_62);
const uint32 l_63 = l_mut_22 + uint32(0);
const __nv_bfloat16 l_64 = __nv_bfloat16(l_36);
const __nv_bfloat16_8 l_65 = __nv_bfloat16_8{
l_64,l_64,l_64,l_64,l_64,l_64,l_64,l_64,};
const uint32 l_66 = uint32(0) * uint32(32);
const uint32 l_67 = l_4 + l_66;
const bool l_68 = l_67 < l_mut_38;
const uint32 l_69 = l_63 + l_67;
const uint32 l_70 = (l_68) ? l_69 : uint32(0);
const uint8_8 l_71 = buffer_1[l_70];
const __nv_bfloat16_8 l_72 = l_arr_13[uint32(0)];
const uint8_8 l_73 = uint8_8{
uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),};
l_mut_74 = bool_8{
l_71.i_0 != l_73.i_0, l_71.i_1 != l_73.i_1, l_71.i_2 != l_73.i_2, l_71.i_3 != l_73.i_3, l_71.i_4 != l_73.i_4, l_71.i_5 != l_73.i_5, l_71.i_6 != l_73.i_6, l_71.i_7 != l_73.i_7, };
const uint32_4 l_75 = reinterpret_cast<uint32_4 const&>(l_72);
const uint32_4 l_76 = reinterpret_cast<uint32_4 const&>(l_65);
l_mut_77 = l_75;
const bool l_78 = l_mut_74.i_0;
const uint32 l_79 = (l_78) ? uint32(65535) : uint32(0);
const bool l_80 = l_mut_74.i_1;
const uint32 l_81 = (l_80) ? uint32(4294901760) : uint32(0);
const uint32 l_82 = l_79 | l_81;
const uint32 l_83 = l_75.i_0;
const uint32 l_84 = ~l_82;
const uint32 l_85 = l_83 & l_84;
const uint32 l_86 = l_76.i_0;
const uint32 l_87 = l_86 & l_82;
const uint32 l_88 = l_85 | l_87;
l_mut_77.i_0 = l_88;
const bool l_89 = l_mut_74.i_2;
const uint32 l_90 = (l_89) ? uint32(65535) : uint32(0);
const bool l_91 = l_mut_74.i_3;
const uint32 l_92 = (l_91) ? uint32(4294901760) : uint32(0);
const uint32 l_93 = l_90 | l_92;
const uint32 l_94 = l_75.i_1;
const uint32 l_95 = ~l_93;
const uint32 l_96 = l_94 & l_95;
const uint32 l_97 = l_76.i_1;
const uint32 l_98 = l_97 & l_93;
const uint32 l_99 = l_96 | l_98;
l_mut_77.i_1 = l_99;
const bool l_100 = l_mut_74.i_4;
const uint32 l_101 = (l_100) ? uint32(65535) : uint32(0);
const bool l_102 = l_mut_74.i_5;
const uint32 l_103 = (l_102) ? uint32(4294901760) : uint32(0);
const uint32 l_104 = l_101 | l_103;
const uint32 l_105 = l_75.i_2;
const uint32 l_106 = ~l_104;
const uint32 l_107 = l_105 & l_106;
const uint32 l_108 = l_76.i_2;
const uint32 l_109 = l_108 & l_104;
const uint32 l_110 = l_107 | l_109;
l_mut_77.i_2 = l_110;
const bool l_111 = l_mut_74.i_6;
const uint32 l_112 = (l_111) ? uint32(65535) : uint32(0);
const bool l_113 = l_mut_74.i_7;
const uint32 l_114 = (l_113) ? uint32(4294901760) : uint32(0);
const uint32 l_115 = l_112 | l_114;
const uint32 l_116 = l_75.i_3;
const uint32 l_117 = ~l_115;
const uint32 l_118 = l_116 & l_117;
const uint32 l_119 = l_76.i_3;
const uint32 l_120 = l_119 & l_115;
const uint32 l_121 = l_118 | l_120;
l_mut_77.i_3 = l_121;
const __nv_bfloat16_8 l_122 = reinterpret_cast<__nv_bfloat16_8 const&>(l_mut_77);
l_arr_13[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_122);
const uint32 l_123 = uint32(1) * uint32(32);
const uint32 l_124 = l_4 + l_123;
const bool l_125 = l_124 < l_mut_38;
const uint32 l_126 = l_63 + l_124;
const uint32 l_127 = (l_125) ? l_126 : uint32(0);
const uint8_8 l_128 = buffer_1[l_127];
const __nv_bfloat16_8 l_129 = l_arr_13[uint32(1)];
const uint8_8 l_130 = uint8_8{
uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),};
l_mut_74 = bool_8{
l_128.i_0 != l_130.i_0, l_128.i_1 != l_130.i_1, l_128.i_2 != l_130.i_2, l_128.i_3 != l_130.i_3, l_128.i_4 != l_130.i_4, l_128.i_5 != l_130.i_5, l_128.i_6 != l_130.i_6, l_128.i_7 != l_130.i_7, };
const uint32_4 l_131 = reinterpret_cast<uint32_4 const&>(l_129);
const uint32_4 l_132 = reinterpret_cast<uint32_4 const&>(l_65);
l_mut_77 = l_131;
const bool l_133 = l_mut_74.i_0;
const uint32 l_134 = (l_133) ? uint32(65535) : uint32(0);
const bool l_135 = l_mut_74.i_1;
const uint32 l_136 = (l_135) ? uint32(4294901760) : uint32(0);
const uint32 l_137 = l_134 | l_136;
const uint32 l_138 = l_131.i_0;
const uint32 l_139 = ~l_137;
const uint32 l_140 = l_138 & l_139;
const uint32 l_141 = l_132.i_0;
const uint32 l_142 = l_141 & l_137;
const uint32 l_143 = l_140 | l_142;
l_mut_77.i_0 = l_143;
const bool l_144 = l_mut_74.i_2;
const uint32 l_145 = (l_144) ? uint32(65535) : uint32(0);
const bool l_146 = l_mut_74.i_3;
const uint32 l_147 = (l_146) ? uint32(4294901760) : uint32(0);
const uint32 l_148 = l_145 | l_147;
const uint32 l_149 = l_131.i_1;
const uint32 l_150 = ~l_148;
const uint32 l_151 = l_149 & l_150;
const uint32 l_152 = l_132.i_1;
const uint32 l_153 = l_152 & l_148;
const uint32 l_154 = l_151 | l_153;
l_mut_77.i_1 = l_154;
const bool l_155 = l_mut_74.i_4;
const uint32 l_156 = (l_155) ? uint32(65535) : uint32(0);
const bool l_157 = l_mut_74.i_5;
const uint32 l_158 = (l_157) ? uint32(4294901760) : uint32(0);
const uint32 l_159 = l_156 | l_158;
const uint32 l_160 = l_131.i_2;
const uint32 l_161 = ~l_159;
const uint32 l_162 = l_160 & l_161;
const uint32 l_163 = l_132.i_2;
const uint32 l_164 = l_163 & l_159;
const uint32 l_165 = l_162 | l_164;
l_mut_77.i_2 = l_165;
const bool l_166 = l_mut_74.i_6;
const uint32 l_167 = (l_166) ? uint32(65535) : uint32(0);
const bool l_168 = l_mut_74.i_7;
const uint32 l_169 = (l_168) ? uint32(4294901760) : uint32(0);
const uint32 l_170 = l_167 | l_169;
const uint32 l_171 = l_131.i_3;
const uint32 l_172 = ~l_170;
const uint32 l_173 = l_171 & l_172;
const uint32 l_174 = l_132.i_3;
const uint32 l_175 = l_174 & l_170;
const uint32 l_176 = l_173 | l_175;
l_mut_77.i_3 = l_176;
const __nv_bfloat16_8 l_177 = reinterpret_cast<__nv_bfloat16_8 const&>(l_mut_77);
l_arr_13[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_177);
const uint32 l_178 = uint32(2) * uint32(32);
const uint32 l_179 = l_4 + l_178;
const bool l_180 = l_179 < l_mut_38;
const uint32 l_181 = l_63 + l_179;
const uint32 l_182 = (l_180) ? l_181 : uint32(0);
const uint8_8 l_183 = buffer_1[l_182];
const __nv_bfloat16_8 l_184 = l_arr_13[uint32(2)];
const uint8_8 l_185 = uint8_8{
uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),};
l_mut_74 = bool_8{
l_183.i_0 != l_185.i_0, l_183.i_1 != l_185.i_1, l_183.i_2 != l_185.i_2, l_183.i_3 != l_185.i_3, l_183.i_4 != l_185.i_4, l_183.i_5 != l_185.i_5, l_183.i_6 != l_185.i_6, l_183.i_7 != l_185.i_7, };
const uint32_4 l_186 = reinterpret_cast<uint32_4 const&>(l_184);
const uint32_4 l_187 = reinterpret_cast<uint32_4 const&>(l_65);
l_mut_77 = l_186;
const bool l_188 = l_mut_74.i_0;
const uint32 l_189 = (l_188) ? uint32(65535) : uint32(0);
const bool l_190 = l_mut_74.i_1;
const uint32 l_191 = (l_190) ? uint32(4294901760) : uint32(0);
const uint32 l_192 = l_189 | l_191;
const uint32 l_193 = l_186.i_0;
const uint32 l_194 = ~l_192;
const uint32 l_195 = l_193 & l_194;
const uint32 l_196 = l_187.i_0;
const uint32 l_197 = l_196 & l_192;
const uint32 l_198 = l_195 | l_197;
l_mut_77.i_0 = l_198;
const bool l_199 = l_mut_74.i_2;
const uint32 l_200 = (l_199) ? uint32(65535) : uint32(0);
const bool l_201 = l_mut_74.i_3;
const uint32 l_202 = (l_201) ? uint32(4294901760) : uint32(0);
const uint32 l_203 = l_200 | l_202;
const uint32 l_204 = l_186.i_1;
const uint32 l_205 = ~l_203;
const uint32 l_206 = l_204 & l_205;
const uint32 l_207 = l_187.i_1;
const uint32 l_208 = l_207 & l_203;
const uint32 l_209 = l_206 | l_208;
l_mut_77.i_1 = l_209;
const bool l_210 = l_mut_74.i_4;
const uint32 l_211 = (l_210) ? uint32(65535) : uint32(0);
const bool l_212 = l_mut_74.i_5;
const uint32 l_213 = (l_212) ? uint32(4294901760) : uint32(0);
const uint32 l_214 = l_211 | l_213;
const uint32 l_215 = l_186.i_2;
const uint32 l_216 = ~l_214;
const uint32 l_217 = l_215 & l_216;
const uint32 l_218 = l_187.i_2;
const uint32 l_219 = l_218 & l_214;
const uint32 l_220 = l_217 | l_219;
l_mut_77.i_2 = l_220;
const bool l_221 = l_mut_74.i_6;
const uint32 l_222 = (l_221) ? uint32(65535) : uint32(0);
const bool l_223 = l_mut_74.i_7;
const uint32 l_224 = (l_223) ? uint32(4294901760) : uint32(0);
const uint32 l_225 = l_222 | l_224;
const uint32 l_226 = l_186.i_3;
const uint32 l_227 = ~l_225;
const uint32 l_228 = l_226 & l_227;
const uint32 l_229 = l_187.i_3;
const uint32 l_230 = l_229 & l_225;
const uint32 l_231 = l_228 | l_230;
l_mut_77.i_3 = l_231;
const __nv_bfloat16_8 l_232 = reinterpret_cast<__nv_bfloat16_8 const&>(l_mut_77);
l_arr_13[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_232);
const uint32 l_233 = uint32(3) * uint32(32);
const uint32 l_234 = l_4 + l_233;
const bool l_235 = l_234 < l_mut_38;
const uint32 l_236 = l_63 + l_234;
const uint32 l_237 = (l_235) ? l_236 : uint32(0);
const uint8_8 l_238 = buffer_1[l_237];
const __nv_bfloat16_8 l_239 = l_arr_13[uint32(3)];
const uint8_8 l_240 = uint8_8{
uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),uint8(0),};
l_mut_74 = bool_8{
l_238.i_0 != l_240.i_0, l_238.i_1 != l_240.i_1, l_238.i_2 != l_240.i_2, l_238.i_3 != l_240.i_3, l_238.i_4 != l_240.i_4, l_238.i_5 != l_240.i_5, l_238.i_6 != l_240.i_6, l_238.i_7 != l_240.i_7, };
const uint32_4 l_241 = reinterpret_cast<uint32_4 const&>(l_239);
const uint32_4 l_242 = reinterpret_cast<uint32_4 const&>(l_65);
l_mut_77 = l_241;
const bool l_243 = l_mut_74.i_0;
const uint32 l_244 = (l_243) ? uint32(65535) : uint32(0);
const bool l_245 = l_mut_74.i_1;
const uint32 l_246 = (l_245) ? uint32(4294901760) : uint32(0);
const uint32 l_247 = l_244 | l_246;
const uint32 l_248 = l_241.i_0;
const uint32 l_249 = ~l_247;
const uint32 l_250 = l_248 & l_249;
const uint32 l_251 = l_242.i_0;
const uint32 l_252 = l_251 & l_247;
const uint32 l_253 = l_250 | l_252;
l_mut_77.i_0 = l_253;
const bool l_254 = l_mut_74.i_2;
const uint32 l_255 = (l_254) ? uint32(65535) : uint32(0);
const bool l_256 = l_mut_74.i_3;
const uint32 l_257 = (l_256) ? uint32(4294901760) : uint32(0);
const uint32 l_258 = l_255 | l_257;
const uint32 l_259 = l_241.i_1;
const uint32 l_260 = ~l_258;
const uint32 l_261 = l_259 & l_260;
const uint32 l_262 = l_242.i_1;
const uint32 l_263 = l_262 & l_258;
const uint32 l_264 = l_261 | l_263;
l_mut_77.i_1 = l_264;
const bool l_265 = l_mut_74.i_4;
const uint32 l_266 = (l_265) ? uint32(65535) : uint32(0);
const bool l_267 = l_mut_74.i_5;
const uint32 l_268 = (l_267) ? uint32(4294901760) : uint32(0);
const uint32 l_269 = l_266 | l_268;
const uint32 l_270 = l_241.i_2;
const uint32 l_271 = ~l_269;
const uint32 l_272 = l_270 & l_271;
const uint32 l_273 = l_242.i_2;
const uint32 l_274 = l_273 & l_269;
const uint32 l_275 = l_272 | l_274;
l_mut_77.i_2 = l_275;
const bool l_276 = l_mut_74.i_6;
const uint32 l_277 = (l_276) ? uint32(65535) : uint32(0);
const bool l_278 = l_mut_74.i_7;
const uint32 l_279 = (l_278) ? uint32(4294901760) : uint32(0);
const uint32 l_280 = l_277 | l_279;
const uint32 l_281 = l_241.i_3;
const uint32 l_282 = ~l_280;
const uint32 l_283 = l_281 & l_282;
const uint32 l_284 = l_242.i_3;
const uint32 l_285 = l_284 & l_280;
const uint32 l_286 = l_283 | l_285;
l_mut_77.i_3 = l_286;
const __nv_bfloat16_8 l_287 = reinterpret_cast<__nv_bfloat16_8 const&>(l_mut_77);
l_arr_13[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_287);
l_mut_288 = float(-3.4028234663852886e38);
const bool l_289 = info.scalars_uint32[2] < uint32(8);
const bool l_290 = l_20 > uint32(0);
const bool l_291 = l_289 && l_290;
const uint32 l_292 = (l_291) ? uint32(1) : uint32(0);
const uint32 l_293 = l_20 - l_292;
const uint32 l_294 = uint32(0) * uint32(32);
const uint32 l_295 = l_4 + l_294;
const uint32 l_296 = uint32(0) + l_295;
const bool l_297 = l_295 < l_293;
if (l_297) {
const __nv_bfloat16_8 l_298 = l_arr_13[uint32(0)];
const uint8_8 l_299 = l_arr_14[uint32(0)];
const uint32_4 l_300 = reinterpret_cast<uint32_4 const&>(l_298);
const float_8 l_301 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_302 = l_301;
const uint32 l_303 = l_300.i_0;
const uint32 l_304 = l_303 << uint32(16);
const float l_305 = reinterpret_cast<float const&>(l_304);
l_mut_302.i_0 = l_305;
const uint32 l_306 = l_300.i_0;
const uint32 l_307 = l_306 & uint32(4294901760);
const float l_308 = reinterpret_cast<float const&>(l_307);
l_mut_302.i_1 = l_308;
const uint32 l_309 = l_300.i_1;
const uint32 l_310 = l_309 << uint32(16);
const float l_311 = reinterpret_cast<float const&>(l_310);
l_mut_302.i_2 = l_311;
const uint32 l_312 = l_300.i_1;
const uint32 l_313 = l_312 & uint32(4294901760);
const float l_314 = reinterpret_cast<float const&>(l_313);
l_mut_302.i_3 = l_314;
const uint32 l_315 = l_300.i_2;
const uint32 l_316 = l_315 << uint32(16);
const float l_317 = reinterpret_cast<float const&>(l_316);
l_mut_302.i_4 = l_317;
const uint32 l_318 = l_300.i_2;
const uint32 l_319 = l_318 & uint32(4294901760);
const float l_320 = reinterpret_cast<float const&>(l_319);
l_mut_302.i_5 = l_320;
const uint32 l_321 = l_300.i_3;
const uint32 l_322 = l_321 << uint32(16);
const float l_323 = reinterpret_cast<float const&>(l_322);
l_mut_302.i_6 = l_323;
const uint32 l_324 = l_300.i_3;
const uint32 l_325 = l_324 & uint32(4294901760);
const float l_326 = reinterpret_cast<float const&>(l_325);
l_mut_302.i_7 = l_326;
l_mut_327 = l_mut_302;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_329 = uint32(0) < uint32(8);
const bool l_330 = bool(true) || l_329;
if (l_330) {
const float l_331 = l_mut_327.i_0;
const float l_332 = max(l_mut_328, l_331);
l_mut_328 = l_332;
}
const bool l_333 = uint32(1) < uint32(8);
const bool l_334 = bool(true) || l_333;
if (l_334) {
const float l_335 = l_mut_327.i_1;
const float l_336 = max(l_mut_328, l_335);
l_mut_328 = l_336;
}
const bool l_337 = uint32(2) < uint32(8);
const bool l_338 = bool(true) || l_337;
if (l_338) {
const float l_339 = l_mut_327.i_2;
const float l_340 = max(l_mut_328, l_339);
l_mut_328 = l_340;
}
const bool l_341 = uint32(3) < uint32(8);
const bool l_342 = bool(true) || l_341;
if (l_342) {
const float l_343 = l_mut_327.i_3;
const float l_344 = max(l_mut_328, l_343);
l_mut_328 = l_344;
}
const bool l_345 = uint32(4) < uint32(8);
const bool l_346 = bool(true) || l_345;
if (l_346) {
const float l_347 = l_mut_327.i_4;
const float l_348 = max(l_mut_328, l_347);
l_mut_328 = l_348;
}
const bool l_349 = uint32(5) < uint32(8);
const bool l_350 = bool(true) || l_349;
if (l_350) {
const float l_351 = l_mut_327.i_5;
const float l_352 = max(l_mut_328, l_351);
l_mut_328 = l_352;
}
const bool l_353 = uint32(6) < uint32(8);
const bool l_354 = bool(true) || l_353;
if (l_354) {
const float l_355 = l_mut_327.i_6;
const float l_356 = max(l_mut_328, l_355);
l_mut_328 = l_356;
}
const bool l_357 = uint32(7) < uint32(8);
const bool l_358 = bool(true) || l_357;
if (l_358) {
const float l_359 = l_mut_327.i_7;
const float l_360 = max(l_mut_328, l_359);
l_mut_328 = l_360;
}
const float l_361 = max(l_mut_288, l_mut_328);
l_mut_288 = l_361;
} else {
const uint32 l_362 = l_295 + uint32(1);
const bool l_363 = l_362 == l_20;
if (l_363) {
const __nv_bfloat16_8 l_364 = l_arr_13[uint32(0)];
const uint8_8 l_365 = l_arr_14[uint32(0)];
const uint32_4 l_366 = reinterpret_cast<uint32_4 const&>(l_364);
const float_8 l_367 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_367;
const uint32 l_368 = l_366.i_0;
const uint32 l_369 = l_368 << uint32(16);
const float l_370 = reinterpret_cast<float const&>(l_369);
l_mut_327.i_0 = l_370;
const uint32 l_371 = l_366.i_0;
const uint32 l_372 = l_371 & uint32(4294901760);
const float l_373 = reinterpret_cast<float const&>(l_372);
l_mut_327.i_1 = l_373;
const uint32 l_374 = l_366.i_1;
const uint32 l_375 = l_374 << uint32(16);
const float l_376 = reinterpret_cast<float const&>(l_375);
l_mut_327.i_2 = l_376;
const uint32 l_377 = l_366.i_1;
const uint32 l_378 = l_377 & uint32(4294901760);
const float l_379 = reinterpret_cast<float const&>(l_378);
l_mut_327.i_3 = l_379;
const uint32 l_380 = l_366.i_2;
const uint32 l_381 = l_380 << uint32(16);
const float l_382 = reinterpret_cast<float const&>(l_381);
l_mut_327.i_4 = l_382;
const uint32 l_383 = l_366.i_2;
const uint32 l_384 = l_383 & uint32(4294901760);
const float l_385 = reinterpret_cast<float const&>(l_384);
l_mut_327.i_5 = l_385;
const uint32 l_386 = l_366.i_3;
const uint32 l_387 = l_386 << uint32(16);
const float l_388 = reinterpret_cast<float const&>(l_387);
l_mut_327.i_6 = l_388;
const uint32 l_389 = l_366.i_3;
const uint32 l_390 = l_389 & uint32(4294901760);
const float l_391 = reinterpret_cast<float const&>(l_390);
l_mut_327.i_7 = l_391;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_392 = uint32(0) < info.scalars_uint32[2];
const bool l_393 = bool(false) || l_392;
if (l_393) {
const float l_394 = l_mut_302.i_0;
const float l_395 = max(l_mut_328, l_394);
l_mut_328 = l_395;
}
const bool l_396 = uint32(1) < info.scalars_uint32[2];
const bool l_397 = bool(false) || l_396;
if (l_397) {
const float l_398 = l_mut_302.i_1;
const float l_399 = max(l_mut_328, l_398);
l_mut_328 = l_399;
}
const bool l_400 = uint32(2) < info.scalars_uint32[2];
const bool l_401 = bool(false) || l_400;
if (l_401) {
const float l_402 = l_mut_302.i_2;
const float l_403 = max(l_mut_328, l_402);
l_mut_328 = l_403;
}
const bool l_404 = uint32(3) < info.scalars_uint32[2];
const bool l_405 = bool(false) || l_404;
if (l_405) {
const float l_406 = l_mut_302.i_3;
const float l_407 = max(l_mut_328, l_406);
l_mut_328 = l_407;
}
const bool l_408 = uint32(4) < info.scalars_uint32[2];
const bool l_409 = bool(false) || l_408;
if (l_409) {
const float l_410 = l_mut_302.i_4;
const float l_411 = max(l_mut_328, l_410);
l_mut_328 = l_411;
}
const bool l_412 = uint32(5) < info.scalars_uint32[2];
const bool l_413 = bool(false) || l_412;
if (l_413) {
const float l_414 = l_mut_302.i_5;
const float l_415 = max(l_mut_328, l_414);
l_mut_328 = l_415;
}
const bool l_416 = uint32(6) < info.scalars_uint32[2];
const bool l_417 = bool(false) || l_416;
if (l_417) {
const float l_418 = l_mut_302.i_6;
const float l_419 = max(l_mut_328, l_418);
l_mut_328 = l_419;
}
const bool l_420 = uint32(7) < info.scalars_uint32[2];
const bool l_421 = bool(false) || l_420;
if (l_421) {
const float l_422 = l_mut_302.i_7;
const float l_423 = max(l_mut_328, l_422);
l_mut_328 = l_423;
}
const float l_424 = max(l_mut_288, l_mut_328);
l_mut_288 = l_424;
}
}
const uint32 l_425 = uint32(1) * uint32(32);
const uint32 l_426 = l_4 + l_425;
const uint32 l_427 = uint32(0) + l_426;
const bool l_428 = l_426 < l_293;
if (l_428) {
const __nv_bfloat16_8 l_429 = l_arr_13[uint32(1)];
const uint8_8 l_430 = l_arr_14[uint32(1)];
const uint32_4 l_431 = reinterpret_cast<uint32_4 const&>(l_429);
const float_8 l_432 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_432;
const uint32 l_433 = l_431.i_0;
const uint32 l_434 = l_433 << uint32(16);
const float l_435 = reinterpret_cast<float const&>(l_434);
l_mut_327.i_0 = l_435;
const uint32 l_436 = l_431.i_0;
const uint32 l_437 = l_436 & uint32(4294901760);
const float l_438 = reinterpret_cast<float const&>(l_437);
l_mut_327.i_1 = l_438;
const uint32 l_439 = l_431.i_1;
const uint32 l_440 = l_439 << uint32(16);
const float l_441 = reinterpret_cast<float const&>(l_440);
l_mut_327.i_2 = l_441;
const uint32 l_442 = l_431.i_1;
const uint32 l_443 = l_442 & uint32(4294901760);
const float l_444 = reinterpret_cast<float const&>(l_443);
l_mut_327.i_3 = l_444;
const uint32 l_445 = l_431.i_2;
const uint32 l_446 = l_445 << uint32(16);
const float l_447 = reinterpret_cast<float const&>(l_446);
l_mut_327.i_4 = l_447;
const uint32 l_448 = l_431.i_2;
const uint32 l_449 = l_448 & uint32(4294901760);
const float l_450 = reinterpret_cast<float const&>(l_449);
l_mut_327.i_5 = l_450;
const uint32 l_451 = l_431.i_3;
const uint32 l_452 = l_451 << uint32(16);
const float l_453 = reinterpret_cast<float const&>(l_452);
l_mut_327.i_6 = l_453;
const uint32 l_454 = l_431.i_3;
const uint32 l_455 = l_454 & uint32(4294901760);
const float l_456 = reinterpret_cast<float const&>(l_455);
l_mut_327.i_7 = l_456;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_457 = uint32(0) < uint32(8);
const bool l_458 = bool(true) || l_457;
if (l_458) {
const float l_459 = l_mut_302.i_0;
const float l_460 = max(l_mut_328, l_459);
l_mut_328 = l_460;
}
const bool l_461 = uint32(1) < uint32(8);
const bool l_462 = bool(true) || l_461;
if (l_462) {
const float l_463 = l_mut_302.i_1;
const float l_464 = max(l_mut_328, l_463);
l_mut_328 = l_464;
}
const bool l_465 = uint32(2) < uint32(8);
const bool l_466 = bool(true) || l_465;
if (l_466) {
const float l_467 = l_mut_302.i_2;
const float l_468 = max(l_mut_328, l_467);
l_mut_328 = l_468;
}
const bool l_469 = uint32(3) < uint32(8);
const bool l_470 = bool(true) || l_469;
if (l_470) {
const float l_471 = l_mut_302.i_3;
const float l_472 = max(l_mut_328, l_471);
l_mut_328 = l_472;
}
const bool l_473 = uint32(4) < uint32(8);
const bool l_474 = bool(true) || l_473;
if (l_474) {
const float l_475 = l_mut_302.i_4;
const float l_476 = max(l_mut_328, l_475);
l_mut_328 = l_476;
}
const bool l_477 = uint32(5) < uint32(8);
const bool l_478 = bool(true) || l_477;
if (l_478) {
const float l_479 = l_mut_302.i_5;
const float l_480 = max(l_mut_328, l_479);
l_mut_328 = l_480;
}
const bool l_481 = uint32(6) < uint32(8);
const bool l_482 = bool(true) || l_481;
if (l_482) {
const float l_483 = l_mut_302.i_6;
const float l_484 = max(l_mut_328, l_483);
l_mut_328 = l_484;
}
const bool l_485 = uint32(7) < uint32(8);
const bool l_486 = bool(true) || l_485;
if (l_486) {
const float l_487 = l_mut_302.i_7;
const float l_488 = max(l_mut_328, l_487);
l_mut_328 = l_488;
}
const float l_489 = max(l_mut_288, l_mut_328);
l_mut_288 = l_489;
} else {
const uint32 l_490 = l_426 + uint32(1);
const bool l_491 = l_490 == l_20;
if (l_491) {
const __nv_bfloat16_8 l_492 = l_arr_13[uint32(1)];
const uint8_8 l_493 = l_arr_14[uint32(1)];
const uint32_4 l_494 = reinterpret_cast<uint32_4 const&>(l_492);
const float_8 l_495 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_495;
const uint32 l_496 = l_494.i_0;
const uint32 l_497 = l_496 << uint32(16);
const float l_498 = reinterpret_cast<float const&>(l_497);
l_mut_327.i_0 = l_498;
const uint32 l_499 = l_494.i_0;
const uint32 l_500 = l_499 & uint32(4294901760);
const float l_501 = reinterpret_cast<float const&>(l_500);
l_mut_327.i_1 = l_501;
const uint32 l_502 = l_494.i_1;
const uint32 l_503 = l_502 << uint32(16);
const float l_504 = reinterpret_cast<float const&>(l_503);
l_mut_327.i_2 = l_504;
const uint32 l_505 = l_494.i_1;
const uint32 l_506 = l_505 & uint32(4294901760);
const float l_507 = reinterpret_cast<float const&>(l_506);
l_mut_327.i_3 = l_507;
const uint32 l_508 = l_494.i_2;
const uint32 l_509 = l_508 << uint32(16);
const float l_510 = reinterpret_cast<float const&>(l_509);
l_mut_327.i_4 = l_510;
const uint32 l_511 = l_494.i_2;
const uint32 l_512 = l_511 & uint32(4294901760);
const float l_513 = reinterpret_cast<float const&>(l_512);
l_mut_327.i_5 = l_513;
const uint32 l_514 = l_494.i_3;
const uint32 l_515 = l_514 << uint32(16);
const float l_516 = reinterpret_cast<float const&>(l_515);
l_mut_327.i_6 = l_516;
const uint32 l_517 = l_494.i_3;
const uint32 l_518 = l_517 & uint32(4294901760);
const float l_519 = reinterpret_cast<float const&>(l_518);
l_mut_327.i_7 = l_519;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_520 = uint32(0) < info.scalars_uint32[2];
const bool l_521 = bool(false) || l_520;
if (l_521) {
const float l_522 = l_mut_302.i_0;
const float l_523 = max(l_mut_328, l_522);
l_mut_328 = l_523;
}
const bool l_524 = uint32(1) < info.scalars_uint32[2];
const bool l_525 = bool(false) || l_524;
if (l_525) {
const float l_526 = l_mut_302.i_1;
const float l_527 = max(l_mut_328, l_526);
l_mut_328 = l_527;
}
const bool l_528 = uint32(2) < info.scalars_uint32[2];
const bool l_529 = bool(false) || l_528;
if (l_529) {
const float l_530 = l_mut_302.i_2;
const float l_531 = max(l_mut_328, l_530);
l_mut_328 = l_531;
}
const bool l_532 = uint32(3) < info.scalars_uint32[2];
const bool l_533 = bool(false) || l_532;
if (l_533) {
const float l_534 = l_mut_302.i_3;
const float l_535 = max(l_mut_328, l_534);
l_mut_328 = l_535;
}
const bool l_536 = uint32(4) < info.scalars_uint32[2];
const bool l_537 = bool(false) || l_536;
if (l_537) {
const float l_538 = l_mut_302.i_4;
const float l_539 = max(l_mut_328, l_538);
l_mut_328 = l_539;
}
const bool l_540 = uint32(5) < info.scalars_uint32[2];
const bool l_541 = bool(false) || l_540;
if (l_541) {
const float l_542 = l_mut_302.i_5;
const float l_543 = max(l_mut_328, l_542);
l_mut_328 = l_543;
}
const bool l_544 = uint32(6) < info.scalars_uint32[2];
const bool l_545 = bool(false) || l_544;
if (l_545) {
const float l_546 = l_mut_302.i_6;
const float l_547 = max(l_mut_328, l_546);
l_mut_328 = l_547;
}
const bool l_548 = uint32(7) < info.scalars_uint32[2];
const bool l_549 = bool(false) || l_548;
if (l_549) {
const float l_550 = l_mut_302.i_7;
const float l_551 = max(l_mut_328, l_550);
l_mut_328 = l_551;
}
const float l_552 = max(l_mut_288, l_mut_328);
l_mut_288 = l_552;
}
}
const uint32 l_553 = uint32(2) * uint32(32);
const uint32 l_554 = l_4 + l_553;
const uint32 l_555 = uint32(0) + l_554;
const bool l_556 = l_554 < l_293;
if (l_556) {
const __nv_bfloat16_8 l_557 = l_arr_13[uint32(2)];
const uint8_8 l_558 = l_arr_14[uint32(2)];
const uint32_4 l_559 = reinterpret_cast<uint32_4 const&>(l_557);
const float_8 l_560 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_560;
const uint32 l_561 = l_559.i_0;
const uint32 l_562 = l_561 << uint32(16);
const float l_563 = reinterpret_cast<float const&>(l_562);
l_mut_327.i_0 = l_563;
const uint32 l_564 = l_559.i_0;
const uint32 l_565 = l_564 & uint32(4294901760);
const float l_566 = reinterpret_cast<float const&>(l_565);
l_mut_327.i_1 = l_566;
const uint32 l_567 = l_559.i_1;
const uint32 l_568 = l_567 << uint32(16);
const float l_569 = reinterpret_cast<float const&>(l_568);
l_mut_327.i_2 = l_569;
const uint32 l_570 = l_559.i_1;
const uint32 l_571 = l_570 & uint32(4294901760);
const float l_572 = reinterpret_cast<float const&>(l_571);
l_mut_327.i_3 = l_572;
const uint32 l_573 = l_559.i_2;
const uint32 l_574 = l_573 << uint32(16);
const float l_575 = reinterpret_cast<float const&>(l_574);
l_mut_327.i_4 = l_575;
const uint32 l_576 = l_559.i_2;
const uint32 l_577 = l_576 & uint32(4294901760);
const float l_578 = reinterpret_cast<float const&>(l_577);
l_mut_327.i_5 = l_578;
const uint32 l_579 = l_559.i_3;
const uint32 l_580 = l_579 << uint32(16);
const float l_581 = reinterpret_cast<float const&>(l_580);
l_mut_327.i_6 = l_581;
const uint32 l_582 = l_559.i_3;
const uint32 l_583 = l_582 & uint32(4294901760);
const float l_584 = reinterpret_cast<float const&>(l_583);
l_mut_327.i_7 = l_584;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_585 = uint32(0) < uint32(8);
const bool l_586 = bool(true) || l_585;
if (l_586) {
const float l_587 = l_mut_302.i_0;
const float l_588 = max(l_mut_328, l_587);
l_mut_328 = l_588;
}
const bool l_589 = uint32(1) < uint32(8);
const bool l_590 = bool(true) || l_589;
if (l_590) {
const float l_591 = l_mut_302.i_1;
const float l_592 = max(l_mut_328, l_591);
l_mut_328 = l_592;
}
const bool l_593 = uint32(2) < uint32(8);
const bool l_594 = bool(true) || l_593;
if (l_594) {
const float l_595 = l_mut_302.i_2;
const float l_596 = max(l_mut_328, l_595);
l_mut_328 = l_596;
}
const bool l_597 = uint32(3) < uint32(8);
const bool l_598 = bool(true) || l_597;
if (l_598) {
const float l_599 = l_mut_302.i_3;
const float l_600 = max(l_mut_328, l_599);
l_mut_328 = l_600;
}
const bool l_601 = uint32(4) < uint32(8);
const bool l_602 = bool(true) || l_601;
if (l_602) {
const float l_603 = l_mut_302.i_4;
const float l_604 = max(l_mut_328, l_603);
l_mut_328 = l_604;
}
const bool l_605 = uint32(5) < uint32(8);
const bool l_606 = bool(true) || l_605;
if (l_606) {
const float l_607 = l_mut_302.i_5;
const float l_608 = max(l_mut_328, l_607);
l_mut_328 = l_608;
}
const bool l_609 = uint32(6) < uint32(8);
const bool l_610 = bool(true) || l_609;
if (l_610) {
const float l_611 = l_mut_302.i_6;
const float l_612 = max(l_mut_328, l_611);
l_mut_328 = l_612;
}
const bool l_613 = uint32(7) < uint32(8);
const bool l_614 = bool(true) || l_613;
if (l_614) {
const float l_615 = l_mut_302.i_7;
const float l_616 = max(l_mut_328, l_615);
l_mut_328 = l_616;
}
const float l_617 = max(l_mut_288, l_mut_328);
l_mut_288 = l_617;
} else {
const uint32 l_618 = l_554 + uint32(1);
const bool l_619 = l_618 == l_20;
if (l_619) {
const __nv_bfloat16_8 l_620 = l_arr_13[uint32(2)];
const uint8_8 l_621 = l_arr_14[uint32(2)];
const uint32_4 l_622 = reinterpret_cast<uint32_4 const&>(l_620);
const float_8 l_623 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_623;
const uint32 l_624 = l_622.i_0;
const uint32 l_625 = l_624 << uint32(16);
const float l_626 = reinterpret_cast<float const&>(l_625);
l_mut_327.i_0 = l_626;
const uint32 l_627 = l_622.i_0;
const uint32 l_628 = l_627 & uint32(4294901760);
const float l_629 = reinterpret_cast<float const&>(l_628);
l_mut_327.i_1 = l_629;
const uint32 l_630 = l_622.i_1;
const uint32 l_631 = l_630 << uint32(16);
const float l_632 = reinterpret_cast<float const&>(l_631);
l_mut_327.i_2 = l_632;
const uint32 l_633 = l_622.i_1;
const uint32 l_634 = l_633 & uint32(4294901760);
const float l_635 = reinterpret_cast<float const&>(l_634);
l_mut_327.i_3 = l_635;
const uint32 l_636 = l_622.i_2;
const uint32 l_637 = l_636 << uint32(16);
const float l_638 = reinterpret_cast<float const&>(l_637);
l_mut_327.i_4 = l_638;
const uint32 l_639 = l_622.i_2;
const uint32 l_640 = l_639 & uint32(4294901760);
const float l_641 = reinterpret_cast<float const&>(l_640);
l_mut_327.i_5 = l_641;
const uint32 l_642 = l_622.i_3;
const uint32 l_643 = l_642 << uint32(16);
const float l_644 = reinterpret_cast<float const&>(l_643);
l_mut_327.i_6 = l_644;
const uint32 l_645 = l_622.i_3;
const uint32 l_646 = l_645 & uint32(4294901760);
const float l_647 = reinterpret_cast<float const&>(l_646);
l_mut_327.i_7 = l_647;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_648 = uint32(0) < info.scalars_uint32[2];
const bool l_649 = bool(false) || l_648;
if (l_649) {
const float l_650 = l_mut_302.i_0;
const float l_651 = max(l_mut_328, l_650);
l_mut_328 = l_651;
}
const bool l_652 = uint32(1) < info.scalars_uint32[2];
const bool l_653 = bool(false) || l_652;
if (l_653) {
const float l_654 = l_mut_302.i_1;
const float l_655 = max(l_mut_328, l_654);
l_mut_328 = l_655;
}
const bool l_656 = uint32(2) < info.scalars_uint32[2];
const bool l_657 = bool(false) || l_656;
if (l_657) {
const float l_658 = l_mut_302.i_2;
const float l_659 = max(l_mut_328, l_658);
l_mut_328 = l_659;
}
const bool l_660 = uint32(3) < info.scalars_uint32[2];
const bool l_661 = bool(false) || l_660;
if (l_661) {
const float l_662 = l_mut_302.i_3;
const float l_663 = max(l_mut_328, l_662);
l_mut_328 = l_663;
}
const bool l_664 = uint32(4) < info.scalars_uint32[2];
const bool l_665 = bool(false) || l_664;
if (l_665) {
const float l_666 = l_mut_302.i_4;
const float l_667 = max(l_mut_328, l_666);
l_mut_328 = l_667;
}
const bool l_668 = uint32(5) < info.scalars_uint32[2];
const bool l_669 = bool(false) || l_668;
if (l_669) {
const float l_670 = l_mut_302.i_5;
const float l_671 = max(l_mut_328, l_670);
l_mut_328 = l_671;
}
const bool l_672 = uint32(6) < info.scalars_uint32[2];
const bool l_673 = bool(false) || l_672;
if (l_673) {
const float l_674 = l_mut_302.i_6;
const float l_675 = max(l_mut_328, l_674);
l_mut_328 = l_675;
}
const bool l_676 = uint32(7) < info.scalars_uint32[2];
const bool l_677 = bool(false) || l_676;
if (l_677) {
const float l_678 = l_mut_302.i_7;
const float l_679 = max(l_mut_328, l_678);
l_mut_328 = l_679;
}
const float l_680 = max(l_mut_288, l_mut_328);
l_mut_288 = l_680;
}
}
const uint32 l_681 = uint32(3) * uint32(32);
const uint32 l_682 = l_4 + l_681;
const uint32 l_683 = uint32(0) + l_682;
const bool l_684 = l_682 < l_293;
if (l_684) {
const __nv_bfloat16_8 l_685 = l_arr_13[uint32(3)];
const uint8_8 l_686 = l_arr_14[uint32(3)];
const uint32_4 l_687 = reinterpret_cast<uint32_4 const&>(l_685);
const float_8 l_688 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_688;
const uint32 l_689 = l_687.i_0;
const uint32 l_690 = l_689 << uint32(16);
const float l_691 = reinterpret_cast<float const&>(l_690);
l_mut_327.i_0 = l_691;
const uint32 l_692 = l_687.i_0;
const uint32 l_693 = l_692 & uint32(4294901760);
const float l_694 = reinterpret_cast<float const&>(l_693);
l_mut_327.i_1 = l_694;
const uint32 l_695 = l_687.i_1;
const uint32 l_696 = l_695 << uint32(16);
const float l_697 = reinterpret_cast<float const&>(l_696);
l_mut_327.i_2 = l_697;
const uint32 l_698 = l_687.i_1;
const uint32 l_699 = l_698 & uint32(4294901760);
const float l_700 = reinterpret_cast<float const&>(l_699);
l_mut_327.i_3 = l_700;
const uint32 l_701 = l_687.i_2;
const uint32 l_702 = l_701 << uint32(16);
const float l_703 = reinterpret_cast<float const&>(l_702);
l_mut_327.i_4 = l_703;
const uint32 l_704 = l_687.i_2;
const uint32 l_705 = l_704 & uint32(4294901760);
const float l_706 = reinterpret_cast<float const&>(l_705);
l_mut_327.i_5 = l_706;
const uint32 l_707 = l_687.i_3;
const uint32 l_708 = l_707 << uint32(16);
const float l_709 = reinterpret_cast<float const&>(l_708);
l_mut_327.i_6 = l_709;
const uint32 l_710 = l_687.i_3;
const uint32 l_711 = l_710 & uint32(4294901760);
const float l_712 = reinterpret_cast<float const&>(l_711);
l_mut_327.i_7 = l_712;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_713 = uint32(0) < uint32(8);
const bool l_714 = bool(true) || l_713;
if (l_714) {
const float l_715 = l_mut_302.i_0;
const float l_716 = max(l_mut_328, l_715);
l_mut_328 = l_716;
}
const bool l_717 = uint32(1) < uint32(8);
const bool l_718 = bool(true) || l_717;
if (l_718) {
const float l_719 = l_mut_302.i_1;
const float l_720 = max(l_mut_328, l_719);
l_mut_328 = l_720;
}
const bool l_721 = uint32(2) < uint32(8);
const bool l_722 = bool(true) || l_721;
if (l_722) {
const float l_723 = l_mut_302.i_2;
const float l_724 = max(l_mut_328, l_723);
l_mut_328 = l_724;
}
const bool l_725 = uint32(3) < uint32(8);
const bool l_726 = bool(true) || l_725;
if (l_726) {
const float l_727 = l_mut_302.i_3;
const float l_728 = max(l_mut_328, l_727);
l_mut_328 = l_728;
}
const bool l_729 = uint32(4) < uint32(8);
const bool l_730 = bool(true) || l_729;
if (l_730) {
const float l_731 = l_mut_302.i_4;
const float l_732 = max(l_mut_328, l_731);
l_mut_328 = l_732;
}
const bool l_733 = uint32(5) < uint32(8);
const bool l_734 = bool(true) || l_733;
if (l_734) {
const float l_735 = l_mut_302.i_5;
const float l_736 = max(l_mut_328, l_735);
l_mut_328 = l_736;
}
const bool l_737 = uint32(6) < uint32(8);
const bool l_738 = bool(true) || l_737;
if (l_738) {
const float l_739 = l_mut_302.i_6;
const float l_740 = max(l_mut_328, l_739);
l_mut_328 = l_740;
}
const bool l_741 = uint32(7) < uint32(8);
const bool l_742 = bool(true) || l_741;
if (l_742) {
const float l_743 = l_mut_302.i_7;
const float l_744 = max(l_mut_328, l_743);
l_mut_328 = l_744;
}
const float l_745 = max(l_mut_288, l_mut_328);
l_mut_288 = l_745;
} else {
const uint32 l_746 = l_682 + uint32(1);
const bool l_747 = l_746 == l_20;
if (l_747) {
const __nv_bfloat16_8 l_748 = l_arr_13[uint32(3)];
const uint8_8 l_749 = l_arr_14[uint32(3)];
const uint32_4 l_750 = reinterpret_cast<uint32_4 const&>(l_748);
const float_8 l_751 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_751;
const uint32 l_752 = l_750.i_0;
const uint32 l_753 = l_752 << uint32(16);
const float l_754 = reinterpret_cast<float const&>(l_753);
l_mut_327.i_0 = l_754;
const uint32 l_755 = l_750.i_0;
const uint32 l_756 = l_755 & uint32(4294901760);
const float l_757 = reinterpret_cast<float const&>(l_756);
l_mut_327.i_1 = l_757;
const uint32 l_758 = l_750.i_1;
const uint32 l_759 = l_758 << uint32(16);
const float l_760 = reinterpret_cast<float const&>(l_759);
l_mut_327.i_2 = l_760;
const uint32 l_761 = l_750.i_1;
const uint32 l_762 = l_761 & uint32(4294901760);
const float l_763 = reinterpret_cast<float const&>(l_762);
l_mut_327.i_3 = l_763;
const uint32 l_764 = l_750.i_2;
const uint32 l_765 = l_764 << uint32(16);
const float l_766 = reinterpret_cast<float const&>(l_765);
l_mut_327.i_4 = l_766;
const uint32 l_767 = l_750.i_2;
const uint32 l_768 = l_767 & uint32(4294901760);
const float l_769 = reinterpret_cast<float const&>(l_768);
l_mut_327.i_5 = l_769;
const uint32 l_770 = l_750.i_3;
const uint32 l_771 = l_770 << uint32(16);
const float l_772 = reinterpret_cast<float const&>(l_771);
l_mut_327.i_6 = l_772;
const uint32 l_773 = l_750.i_3;
const uint32 l_774 = l_773 & uint32(4294901760);
const float l_775 = reinterpret_cast<float const&>(l_774);
l_mut_327.i_7 = l_775;
l_mut_302 = l_mut_327;
l_mut_328 = float(-3.4028234663852886e38);
const bool l_776 = uint32(0) < info.scalars_uint32[2];
const bool l_777 = bool(false) || l_776;
if (l_777) {
const float l_778 = l_mut_302.i_0;
const float l_779 = max(l_mut_328, l_778);
l_mut_328 = l_779;
}
const bool l_780 = uint32(1) < info.scalars_uint32[2];
const bool l_781 = bool(false) || l_780;
if (l_781) {
const float l_782 = l_mut_302.i_1;
const float l_783 = max(l_mut_328, l_782);
l_mut_328 = l_783;
}
const bool l_784 = uint32(2) < info.scalars_uint32[2];
const bool l_785 = bool(false) || l_784;
if (l_785) {
const float l_786 = l_mut_302.i_2;
const float l_787 = max(l_mut_328, l_786);
l_mut_328 = l_787;
}
const bool l_788 = uint32(3) < info.scalars_uint32[2];
const bool l_789 = bool(false) || l_788;
if (l_789) {
const float l_790 = l_mut_302.i_3;
const float l_791 = max(l_mut_328, l_790);
l_mut_328 = l_791;
}
const bool l_792 = uint32(4) < info.scalars_uint32[2];
const bool l_793 = bool(false) || l_792;
if (l_793) {
const float l_794 = l_mut_302.i_4;
const float l_795 = max(l_mut_328, l_794);
l_mut_328 = l_795;
}
const bool l_796 = uint32(5) < info.scalars_uint32[2];
const bool l_797 = bool(false) || l_796;
if (l_797) {
const float l_798 = l_mut_302.i_5;
const float l_799 = max(l_mut_328, l_798);
l_mut_328 = l_799;
}
const bool l_800 = uint32(6) < info.scalars_uint32[2];
const bool l_801 = bool(false) || l_800;
if (l_801) {
const float l_802 = l_mut_302.i_6;
const float l_803 = max(l_mut_328, l_802);
l_mut_328 = l_803;
}
const bool l_804 = uint32(7) < info.scalars_uint32[2];
const bool l_805 = bool(false) || l_804;
if (l_805) {
const float l_806 = l_mut_302.i_7;
const float l_807 = max(l_mut_328, l_806);
l_mut_328 = l_807;
}
const float l_808 = max(l_mut_288, l_mut_328);
l_mut_288 = l_808;
}
}
l_mut_328 = float(0.0);
const bool l_809 = info.scalars_uint32[2] < uint32(8);
const bool l_810 = l_20 > uint32(0);
const bool l_811 = l_809 && l_810;
const uint32 l_812 = (l_811) ? uint32(1) : uint32(0);
const uint32 l_813 = l_20 - l_812;
const uint32 l_814 = uint32(0) * uint32(32);
const uint32 l_815 = l_4 + l_814;
const uint32 l_816 = uint32(0) + l_815;
const bool l_817 = l_815 < l_813;
if (l_817) {
const __nv_bfloat16_8 l_818 = l_arr_13[uint32(0)];
const uint8_8 l_819 = l_arr_14[uint32(0)];
const uint32_4 l_820 = reinterpret_cast<uint32_4 const&>(l_818);
const float_8 l_821 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_821;
const uint32 l_822 = l_820.i_0;
const uint32 l_823 = l_822 << uint32(16);
const float l_824 = reinterpret_cast<float const&>(l_823);
l_mut_327.i_0 = l_824;
const uint32 l_825 = l_820.i_0;
const uint32 l_826 = l_825 & uint32(4294901760);
const float l_827 = reinterpret_cast<float const&>(l_826);
l_mut_327.i_1 = l_827;
const uint32 l_828 = l_820.i_1;
const uint32 l_829 = l_828 << uint32(16);
const float l_830 = reinterpret_cast<float const&>(l_829);
l_mut_327.i_2 = l_830;
const uint32 l_831 = l_820.i_1;
const uint32 l_832 = l_831 & uint32(4294901760);
const float l_833 = reinterpret_cast<float const&>(l_832);
l_mut_327.i_3 = l_833;
const uint32 l_834 = l_820.i_2;
const uint32 l_835 = l_834 << uint32(16);
const float l_836 = reinterpret_cast<float const&>(l_835);
l_mut_327.i_4 = l_836;
const uint32 l_837 = l_820.i_2;
const uint32 l_838 = l_837 & uint32(4294901760);
const float l_839 = reinterpret_cast<float const&>(l_838);
l_mut_327.i_5 = l_839;
const uint32 l_840 = l_820.i_3;
const uint32 l_841 = l_840 << uint32(16);
const float l_842 = reinterpret_cast<float const&>(l_841);
l_mut_327.i_6 = l_842;
const uint32 l_843 = l_820.i_3;
const uint32 l_844 = l_843 & uint32(4294901760);
const float l_845 = reinterpret_cast<float const&>(l_844);
l_mut_327.i_7 = l_845;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_847 = uint32(0) < uint32(8);
const bool l_848 = bool(true) || l_847;
if (l_848) {
const float l_849 = l_mut_302.i_0;
const float l_850 = l_849 - l_mut_288;
const float l_851 = __expf(l_850);
l_mut_846 = l_mut_846 + l_851;
}
const bool l_852 = uint32(1) < uint32(8);
const bool l_853 = bool(true) || l_852;
if (l_853) {
const float l_854 = l_mut_302.i_1;
const float l_855 = l_854 - l_mut_288;
const float l_856 = __expf(l_855);
l_mut_846 = l_mut_846 + l_856;
}
const bool l_857 = uint32(2) < uint32(8);
const bool l_858 = bool(true) || l_857;
if (l_858) {
const float l_859 = l_mut_302.i_2;
const float l_860 = l_859 - l_mut_288;
const float l_861 = __expf(l_860);
l_mut_846 = l_mut_846 + l_861;
}
const bool l_862 = uint32(3) < uint32(8);
const bool l_863 = bool(true) || l_862;
if (l_863) {
const float l_864 = l_mut_302.i_3;
const float l_865 = l_864 - l_mut_288;
const float l_866 = __expf(l_865);
l_mut_846 = l_mut_846 + l_866;
}
const bool l_867 = uint32(4) < uint32(8);
const bool l_868 = bool(true) || l_867;
if (l_868) {
const float l_869 = l_mut_302.i_4;
const float l_870 = l_869 - l_mut_288;
const float l_871 = __expf(l_870);
l_mut_846 = l_mut_846 + l_871;
}
const bool l_872 = uint32(5) < uint32(8);
const bool l_873 = bool(true) || l_872;
if (l_873) {
const float l_874 = l_mut_302.i_5;
const float l_875 = l_874 - l_mut_288;
const float l_876 = __expf(l_875);
l_mut_846 = l_mut_846 + l_876;
}
const bool l_877 = uint32(6) < uint32(8);
const bool l_878 = bool(true) || l_877;
if (l_878) {
const float l_879 = l_mut_302.i_6;
const float l_880 = l_879 - l_mut_288;
const float l_881 = __expf(l_880);
l_mut_846 = l_mut_846 + l_881;
}
const bool l_882 = uint32(7) < uint32(8);
const bool l_883 = bool(true) || l_882;
if (l_883) {
const float l_884 = l_mut_302.i_7;
const float l_885 = l_884 - l_mut_288;
const float l_886 = __expf(l_885);
l_mut_846 = l_mut_846 + l_886;
}
l_mut_328 = l_mut_328 + l_mut_846;
} else {
const uint32 l_887 = l_815 + uint32(1);
const bool l_888 = l_887 == l_20;
if (l_888) {
const __nv_bfloat16_8 l_889 = l_arr_13[uint32(0)];
const uint8_8 l_890 = l_arr_14[uint32(0)];
const uint32_4 l_891 = reinterpret_cast<uint32_4 const&>(l_889);
const float_8 l_892 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_892;
const uint32 l_893 = l_891.i_0;
const uint32 l_894 = l_893 << uint32(16);
const float l_895 = reinterpret_cast<float const&>(l_894);
l_mut_327.i_0 = l_895;
const uint32 l_896 = l_891.i_0;
const uint32 l_897 = l_896 & uint32(4294901760);
const float l_898 = reinterpret_cast<float const&>(l_897);
l_mut_327.i_1 = l_898;
const uint32 l_899 = l_891.i_1;
const uint32 l_900 = l_899 << uint32(16);
const float l_901 = reinterpret_cast<float const&>(l_900);
l_mut_327.i_2 = l_901;
const uint32 l_902 = l_891.i_1;
const uint32 l_903 = l_902 & uint32(4294901760);
const float l_904 = reinterpret_cast<float const&>(l_903);
l_mut_327.i_3 = l_904;
const uint32 l_905 = l_891.i_2;
const uint32 l_906 = l_905 << uint32(16);
const float l_907 = reinterpret_cast<float const&>(l_906);
l_mut_327.i_4 = l_907;
const uint32 l_908 = l_891.i_2;
const uint32 l_909 = l_908 & uint32(4294901760);
const float l_910 = reinterpret_cast<float const&>(l_909);
l_mut_327.i_5 = l_910;
const uint32 l_911 = l_891.i_3;
const uint32 l_912 = l_911 << uint32(16);
const float l_913 = reinterpret_cast<float const&>(l_912);
l_mut_327.i_6 = l_913;
const uint32 l_914 = l_891.i_3;
const uint32 l_915 = l_914 & uint32(4294901760);
const float l_916 = reinterpret_cast<float const&>(l_915);
l_mut_327.i_7 = l_916;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_917 = uint32(0) < info.scalars_uint32[2];
const bool l_918 = bool(false) || l_917;
if (l_918) {
const float l_919 = l_mut_302.i_0;
const float l_920 = l_919 - l_mut_288;
const float l_921 = __expf(l_920);
l_mut_846 = l_mut_846 + l_921;
}
const bool l_922 = uint32(1) < info.scalars_uint32[2];
const bool l_923 = bool(false) || l_922;
if (l_923) {
const float l_924 = l_mut_302.i_1;
const float l_925 = l_924 - l_mut_288;
const float l_926 = __expf(l_925);
l_mut_846 = l_mut_846 + l_926;
}
const bool l_927 = uint32(2) < info.scalars_uint32[2];
const bool l_928 = bool(false) || l_927;
if (l_928) {
const float l_929 = l_mut_302.i_2;
const float l_930 = l_929 - l_mut_288;
const float l_931 = __expf(l_930);
l_mut_846 = l_mut_846 + l_931;
}
const bool l_932 = uint32(3) < info.scalars_uint32[2];
const bool l_933 = bool(false) || l_932;
if (l_933) {
const float l_934 = l_mut_302.i_3;
const float l_935 = l_934 - l_mut_288;
const float l_936 = __expf(l_935);
l_mut_846 = l_mut_846 + l_936;
}
const bool l_937 = uint32(4) < info.scalars_uint32[2];
const bool l_938 = bool(false) || l_937;
if (l_938) {
const float l_939 = l_mut_302.i_4;
const float l_940 = l_939 - l_mut_288;
const float l_941 = __expf(l_940);
l_mut_846 = l_mut_846 + l_941;
}
const bool l_942 = uint32(5) < info.scalars_uint32[2];
const bool l_943 = bool(false) || l_942;
if (l_943) {
const float l_944 = l_mut_302.i_5;
const float l_945 = l_944 - l_mut_288;
const float l_946 = __expf(l_945);
l_mut_846 = l_mut_846 + l_946;
}
const bool l_947 = uint32(6) < info.scalars_uint32[2];
const bool l_948 = bool(false) || l_947;
if (l_948) {
const float l_949 = l_mut_302.i_6;
const float l_950 = l_949 - l_mut_288;
const float l_951 = __expf(l_950);
l_mut_846 = l_mut_846 + l_951;
}
const bool l_952 = uint32(7) < info.scalars_uint32[2];
const bool l_953 = bool(false) || l_952;
if (l_953) {
const float l_954 = l_mut_302.i_7;
const float l_955 = l_954 - l_mut_288;
const float l_956 = __expf(l_955);
l_mut_846 = l_mut_846 + l_956;
}
l_mut_328 = l_mut_328 + l_mut_846;
}
}
const uint32 l_957 = uint32(1) * uint32(32);
const uint32 l_958 = l_4 + l_957;
const uint32 l_959 = uint32(0) + l_958;
const bool l_960 = l_958 < l_813;
if (l_960) {
const __nv_bfloat16_8 l_961 = l_arr_13[uint32(1)];
const uint8_8 l_962 = l_arr_14[uint32(1)];
const uint32_4 l_963 = reinterpret_cast<uint32_4 const&>(l_961);
const float_8 l_964 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_964;
const uint32 l_965 = l_963.i_0;
const uint32 l_966 = l_965 << uint32(16);
const float l_967 = reinterpret_cast<float const&>(l_966);
l_mut_327.i_0 = l_967;
const uint32 l_968 = l_963.i_0;
const uint32 l_969 = l_968 & uint32(4294901760);
const float l_970 = reinterpret_cast<float const&>(l_969);
l_mut_327.i_1 = l_970;
const uint32 l_971 = l_963.i_1;
const uint32 l_972 = l_971 << uint32(16);
const float l_973 = reinterpret_cast<float const&>(l_972);
l_mut_327.i_2 = l_973;
const uint32 l_974 = l_963.i_1;
const uint32 l_975 = l_974 & uint32(4294901760);
const float l_976 = reinterpret_cast<float const&>(l_975);
l_mut_327.i_3 = l_976;
const uint32 l_977 = l_963.i_2;
const uint32 l_978 = l_977 << uint32(16);
const float l_979 = reinterpret_cast<float const&>(l_978);
l_mut_327.i_4 = l_979;
const uint32 l_980 = l_963.i_2;
const uint32 l_981 = l_980 & uint32(4294901760);
const float l_982 = reinterpret_cast<float const&>(l_981);
l_mut_327.i_5 = l_982;
const uint32 l_983 = l_963.i_3;
const uint32 l_984 = l_983 << uint32(16);
const float l_985 = reinterpret_cast<float const&>(l_984);
l_mut_327.i_6 = l_985;
const uint32 l_986 = l_963.i_3;
const uint32 l_987 = l_986 & uint32(4294901760);
const float l_988 = reinterpret_cast<float const&>(l_987);
l_mut_327.i_7 = l_988;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_989 = uint32(0) < uint32(8);
const bool l_990 = bool(true) || l_989;
if (l_990) {
const float l_991 = l_mut_302.i_0;
const float l_992 = l_991 - l_mut_288;
const float l_993 = __expf(l_992);
l_mut_846 = l_mut_846 + l_993;
}
const bool l_994 = uint32(1) < uint32(8);
const bool l_995 = bool(true) || l_994;
if (l_995) {
const float l_996 = l_mut_302.i_1;
const float l_997 = l_996 - l_mut_288;
const float l_998 = __expf(l_997);
l_mut_846 = l_mut_846 + l_998;
}
const bool l_999 = uint32(2) < uint32(8);
const bool l_1000 = bool(true) || l_999;
if (l_1000) {
const float l_1001 = l_mut_302.i_2;
const float l_1002 = l_1001 - l_mut_288;
const float l_1003 = __expf(l_1002);
l_mut_846 = l_mut_846 + l_1003;
}
const bool l_1004 = uint32(3) < uint32(8);
const bool l_1005 = bool(true) || l_1004;
if (l_1005) {
const float l_1006 = l_mut_302.i_3;
const float l_1007 = l_1006 - l_mut_288;
const float l_1008 = __expf(l_1007);
l_mut_846 = l_mut_846 + l_1008;
}
const bool l_1009 = uint32(4) < uint32(8);
const bool l_1010 = bool(true) || l_1009;
if (l_1010) {
const float l_1011 = l_mut_302.i_4;
const float l_1012 = l_1011 - l_mut_288;
const float l_1013 = __expf(l_1012);
l_mut_846 = l_mut_846 + l_1013;
}
const bool l_1014 = uint32(5) < uint32(8);
const bool l_1015 = bool(true) || l_1014;
if (l_1015) {
const float l_1016 = l_mut_302.i_5;
const float l_1017 = l_1016 - l_mut_288;
const float l_1018 = __expf(l_1017);
l_mut_846 = l_mut_846 + l_1018;
}
const bool l_1019 = uint32(6) < uint32(8);
const bool l_1020 = bool(true) || l_1019;
if (l_1020) {
const float l_1021 = l_mut_302.i_6;
const float l_1022 = l_1021 - l_mut_288;
const float l_1023 = __expf(l_1022);
l_mut_846 = l_mut_846 + l_1023;
}
const bool l_1024 = uint32(7) < uint32(8);
const bool l_1025 = bool(true) || l_1024;
if (l_1025) {
const float l_1026 = l_mut_302.i_7;
const float l_1027 = l_1026 - l_mut_288;
const float l_1028 = __expf(l_1027);
l_mut_846 = l_mut_846 + l_1028;
}
l_mut_328 = l_mut_328 + l_mut_846;
} else {
const uint32 l_1029 = l_958 + uint32(1);
const bool l_1030 = l_1029 == l_20;
if (l_1030) {
const __nv_bfloat16_8 l_1031 = l_arr_13[uint32(1)];
const uint8_8 l_1032 = l_arr_14[uint32(1)];
const uint32_4 l_1033 = reinterpret_cast<uint32_4 const&>(l_1031);
const float_8 l_1034 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1034;
const uint32 l_1035 = l_1033.i_0;
const uint32 l_1036 = l_1035 << uint32(16);
const float l_1037 = reinterpret_cast<float const&>(l_1036);
l_mut_327.i_0 = l_1037;
const uint32 l_1038 = l_1033.i_0;
const uint32 l_1039 = l_1038 & uint32(4294901760);
const float l_1040 = reinterpret_cast<float const&>(l_1039);
l_mut_327.i_1 = l_1040;
const uint32 l_1041 = l_1033.i_1;
const uint32 l_1042 = l_1041 << uint32(16);
const float l_1043 = reinterpret_cast<float const&>(l_1042);
l_mut_327.i_2 = l_1043;
const uint32 l_1044 = l_1033.i_1;
const uint32 l_1045 = l_1044 & uint32(4294901760);
const float l_1046 = reinterpret_cast<float const&>(l_1045);
l_mut_327.i_3 = l_1046;
const uint32 l_1047 = l_1033.i_2;
const uint32 l_1048 = l_1047 << uint32(16);
const float l_1049 = reinterpret_cast<float const&>(l_1048);
l_mut_327.i_4 = l_1049;
const uint32 l_1050 = l_1033.i_2;
const uint32 l_1051 = l_1050 & uint32(4294901760);
const float l_1052 = reinterpret_cast<float const&>(l_1051);
l_mut_327.i_5 = l_1052;
const uint32 l_1053 = l_1033.i_3;
const uint32 l_1054 = l_1053 << uint32(16);
const float l_1055 = reinterpret_cast<float const&>(l_1054);
l_mut_327.i_6 = l_1055;
const uint32 l_1056 = l_1033.i_3;
const uint32 l_1057 = l_1056 & uint32(4294901760);
const float l_1058 = reinterpret_cast<float const&>(l_1057);
l_mut_327.i_7 = l_1058;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_1059 = uint32(0) < info.scalars_uint32[2];
const bool l_1060 = bool(false) || l_1059;
if (l_1060) {
const float l_1061 = l_mut_302.i_0;
const float l_1062 = l_1061 - l_mut_288;
const float l_1063 = __expf(l_1062);
l_mut_846 = l_mut_846 + l_1063;
}
const bool l_1064 = uint32(1) < info.scalars_uint32[2];
const bool l_1065 = bool(false) || l_1064;
if (l_1065) {
const float l_1066 = l_mut_302.i_1;
const float l_1067 = l_1066 - l_mut_288;
const float l_1068 = __expf(l_1067);
l_mut_846 = l_mut_846 + l_1068;
}
const bool l_1069 = uint32(2) < info.scalars_uint32[2];
const bool l_1070 = bool(false) || l_1069;
if (l_1070) {
const float l_1071 = l_mut_302.i_2;
const float l_1072 = l_1071 - l_mut_288;
const float l_1073 = __expf(l_1072);
l_mut_846 = l_mut_846 + l_1073;
}
const bool l_1074 = uint32(3) < info.scalars_uint32[2];
const bool l_1075 = bool(false) || l_1074;
if (l_1075) {
const float l_1076 = l_mut_302.i_3;
const float l_1077 = l_1076 - l_mut_288;
const float l_1078 = __expf(l_1077);
l_mut_846 = l_mut_846 + l_1078;
}
const bool l_1079 = uint32(4) < info.scalars_uint32[2];
const bool l_1080 = bool(false) || l_1079;
if (l_1080) {
const float l_1081 = l_mut_302.i_4;
const float l_1082 = l_1081 - l_mut_288;
const float l_1083 = __expf(l_1082);
l_mut_846 = l_mut_846 + l_1083;
}
const bool l_1084 = uint32(5) < info.scalars_uint32[2];
const bool l_1085 = bool(false) || l_1084;
if (l_1085) {
const float l_1086 = l_mut_302.i_5;
const float l_1087 = l_1086 - l_mut_288;
const float l_1088 = __expf(l_1087);
l_mut_846 = l_mut_846 + l_1088;
}
const bool l_1089 = uint32(6) < info.scalars_uint32[2];
const bool l_1090 = bool(false) || l_1089;
if (l_1090) {
const float l_1091 = l_mut_302.i_6;
const float l_1092 = l_1091 - l_mut_288;
const float l_1093 = __expf(l_1092);
l_mut_846 = l_mut_846 + l_1093;
}
const bool l_1094 = uint32(7) < info.scalars_uint32[2];
const bool l_1095 = bool(false) || l_1094;
if (l_1095) {
const float l_1096 = l_mut_302.i_7;
const float l_1097 = l_1096 - l_mut_288;
const float l_1098 = __expf(l_1097);
l_mut_846 = l_mut_846 + l_1098;
}
l_mut_328 = l_mut_328 + l_mut_846;
}
}
const uint32 l_1099 = uint32(2) * uint32(32);
const uint32 l_1100 = l_4 + l_1099;
const uint32 l_1101 = uint32(0) + l_1100;
const bool l_1102 = l_1100 < l_813;
if (l_1102) {
const __nv_bfloat16_8 l_1103 = l_arr_13[uint32(2)];
const uint8_8 l_1104 = l_arr_14[uint32(2)];
const uint32_4 l_1105 = reinterpret_cast<uint32_4 const&>(l_1103);
const float_8 l_1106 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1106;
const uint32 l_1107 = l_1105.i_0;
const uint32 l_1108 = l_1107 << uint32(16);
const float l_1109 = reinterpret_cast<float const&>(l_1108);
l_mut_327.i_0 = l_1109;
const uint32 l_1110 = l_1105.i_0;
const uint32 l_1111 = l_1110 & uint32(4294901760);
const float l_1112 = reinterpret_cast<float const&>(l_1111);
l_mut_327.i_1 = l_1112;
const uint32 l_1113 = l_1105.i_1;
const uint32 l_1114 = l_1113 << uint32(16);
const float l_1115 = reinterpret_cast<float const&>(l_1114);
l_mut_327.i_2 = l_1115;
const uint32 l_1116 = l_1105.i_1;
const uint32 l_1117 = l_1116 & uint32(4294901760);
const float l_1118 = reinterpret_cast<float const&>(l_1117);
l_mut_327.i_3 = l_1118;
const uint32 l_1119 = l_1105.i_2;
const uint32 l_1120 = l_1119 << uint32(16);
const float l_1121 = reinterpret_cast<float const&>(l_1120);
l_mut_327.i_4 = l_1121;
const uint32 l_1122 = l_1105.i_2;
const uint32 l_1123 = l_1122 & uint32(4294901760);
const float l_1124 = reinterpret_cast<float const&>(l_1123);
l_mut_327.i_5 = l_1124;
const uint32 l_1125 = l_1105.i_3;
const uint32 l_1126 = l_1125 << uint32(16);
const float l_1127 = reinterpret_cast<float const&>(l_1126);
l_mut_327.i_6 = l_1127;
const uint32 l_1128 = l_1105.i_3;
const uint32 l_1129 = l_1128 & uint32(4294901760);
const float l_1130 = reinterpret_cast<float const&>(l_1129);
l_mut_327.i_7 = l_1130;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_1131 = uint32(0) < uint32(8);
const bool l_1132 = bool(true) || l_1131;
if (l_1132) {
const float l_1133 = l_mut_302.i_0;
const float l_1134 = l_1133 - l_mut_288;
const float l_1135 = __expf(l_1134);
l_mut_846 = l_mut_846 + l_1135;
}
const bool l_1136 = uint32(1) < uint32(8);
const bool l_1137 = bool(true) || l_1136;
if (l_1137) {
const float l_1138 = l_mut_302.i_1;
const float l_1139 = l_1138 - l_mut_288;
const float l_1140 = __expf(l_1139);
l_mut_846 = l_mut_846 + l_1140;
}
const bool l_1141 = uint32(2) < uint32(8);
const bool l_1142 = bool(true) || l_1141;
if (l_1142) {
const float l_1143 = l_mut_302.i_2;
const float l_1144 = l_1143 - l_mut_288;
const float l_1145 = __expf(l_1144);
l_mut_846 = l_mut_846 + l_1145;
}
const bool l_1146 = uint32(3) < uint32(8);
const bool l_1147 = bool(true) || l_1146;
if (l_1147) {
const float l_1148 = l_mut_302.i_3;
const float l_1149 = l_1148 - l_mut_288;
const float l_1150 = __expf(l_1149);
l_mut_846 = l_mut_846 + l_1150;
}
const bool l_1151 = uint32(4) < uint32(8);
const bool l_1152 = bool(true) || l_1151;
if (l_1152) {
const float l_1153 = l_mut_302.i_4;
const float l_1154 = l_1153 - l_mut_288;
const float l_1155 = __expf(l_1154);
l_mut_846 = l_mut_846 + l_1155;
}
const bool l_1156 = uint32(5) < uint32(8);
const bool l_1157 = bool(true) || l_1156;
if (l_1157) {
const float l_1158 = l_mut_302.i_5;
const float l_1159 = l_1158 - l_mut_288;
const float l_1160 = __expf(l_1159);
l_mut_846 = l_mut_846 + l_1160;
}
const bool l_1161 = uint32(6) < uint32(8);
const bool l_1162 = bool(true) || l_1161;
if (l_1162) {
const float l_1163 = l_mut_302.i_6;
const float l_1164 = l_1163 - l_mut_288;
const float l_1165 = __expf(l_1164);
l_mut_846 = l_mut_846 + l_1165;
}
const bool l_1166 = uint32(7) < uint32(8);
const bool l_1167 = bool(true) || l_1166;
if (l_1167) {
const float l_1168 = l_mut_302.i_7;
const float l_1169 = l_1168 - l_mut_288;
const float l_1170 = __expf(l_1169);
l_mut_846 = l_mut_846 + l_1170;
}
l_mut_328 = l_mut_328 + l_mut_846;
} else {
const uint32 l_1171 = l_1100 + uint32(1);
const bool l_1172 = l_1171 == l_20;
if (l_1172) {
const __nv_bfloat16_8 l_1173 = l_arr_13[uint32(2)];
const uint8_8 l_1174 = l_arr_14[uint32(2)];
const uint32_4 l_1175 = reinterpret_cast<uint32_4 const&>(l_1173);
const float_8 l_1176 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1176;
const uint32 l_1177 = l_1175.i_0;
const uint32 l_1178 = l_1177 << uint32(16);
const float l_1179 = reinterpret_cast<float const&>(l_1178);
l_mut_327.i_0 = l_1179;
const uint32 l_1180 = l_1175.i_0;
const uint32 l_1181 = l_1180 & uint32(4294901760);
const float l_1182 = reinterpret_cast<float const&>(l_1181);
l_mut_327.i_1 = l_1182;
const uint32 l_1183 = l_1175.i_1;
const uint32 l_1184 = l_1183 << uint32(16);
const float l_1185 = reinterpret_cast<float const&>(l_1184);
l_mut_327.i_2 = l_1185;
const uint32 l_1186 = l_1175.i_1;
const uint32 l_1187 = l_1186 & uint32(4294901760);
const float l_1188 = reinterpret_cast<float const&>(l_1187);
l_mut_327.i_3 = l_1188;
const uint32 l_1189 = l_1175.i_2;
const uint32 l_1190 = l_1189 << uint32(16);
const float l_1191 = reinterpret_cast<float const&>(l_1190);
l_mut_327.i_4 = l_1191;
const uint32 l_1192 = l_1175.i_2;
const uint32 l_1193 = l_1192 & uint32(4294901760);
const float l_1194 = reinterpret_cast<float const&>(l_1193);
l_mut_327.i_5 = l_1194;
const uint32 l_1195 = l_1175.i_3;
const uint32 l_1196 = l_1195 << uint32(16);
const float l_1197 = reinterpret_cast<float const&>(l_1196);
l_mut_327.i_6 = l_1197;
const uint32 l_1198 = l_1175.i_3;
const uint32 l_1199 = l_1198 & uint32(4294901760);
const float l_1200 = reinterpret_cast<float const&>(l_1199);
l_mut_327.i_7 = l_1200;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_1201 = uint32(0) < info.scalars_uint32[2];
const bool l_1202 = bool(false) || l_1201;
if (l_1202) {
const float l_1203 = l_mut_302.i_0;
const float l_1204 = l_1203 - l_mut_288;
const float l_1205 = __expf(l_1204);
l_mut_846 = l_mut_846 + l_1205;
}
const bool l_1206 = uint32(1) < info.scalars_uint32[2];
const bool l_1207 = bool(false) || l_1206;
if (l_1207) {
const float l_1208 = l_mut_302.i_1;
const float l_1209 = l_1208 - l_mut_288;
const float l_1210 = __expf(l_1209);
l_mut_846 = l_mut_846 + l_1210;
}
const bool l_1211 = uint32(2) < info.scalars_uint32[2];
const bool l_1212 = bool(false) || l_1211;
if (l_1212) {
const float l_1213 = l_mut_302.i_2;
const float l_1214 = l_1213 - l_mut_288;
const float l_1215 = __expf(l_1214);
l_mut_846 = l_mut_846 + l_1215;
}
const bool l_1216 = uint32(3) < info.scalars_uint32[2];
const bool l_1217 = bool(false) || l_1216;
if (l_1217) {
const float l_1218 = l_mut_302.i_3;
const float l_1219 = l_1218 - l_mut_288;
const float l_1220 = __expf(l_1219);
l_mut_846 = l_mut_846 + l_1220;
}
const bool l_1221 = uint32(4) < info.scalars_uint32[2];
const bool l_1222 = bool(false) || l_1221;
if (l_1222) {
const float l_1223 = l_mut_302.i_4;
const float l_1224 = l_1223 - l_mut_288;
const float l_1225 = __expf(l_1224);
l_mut_846 = l_mut_846 + l_1225;
}
const bool l_1226 = uint32(5) < info.scalars_uint32[2];
const bool l_1227 = bool(false) || l_1226;
if (l_1227) {
const float l_1228 = l_mut_302.i_5;
const float l_1229 = l_1228 - l_mut_288;
const float l_1230 = __expf(l_1229);
l_mut_846 = l_mut_846 + l_1230;
}
const bool l_1231 = uint32(6) < info.scalars_uint32[2];
const bool l_1232 = bool(false) || l_1231;
if (l_1232) {
const float l_1233 = l_mut_302.i_6;
const float l_1234 = l_1233 - l_mut_288;
const float l_1235 = __expf(l_1234);
l_mut_846 = l_mut_846 + l_1235;
}
const bool l_1236 = uint32(7) < info.scalars_uint32[2];
const bool l_1237 = bool(false) || l_1236;
if (l_1237) {
const float l_1238 = l_mut_302.i_7;
const float l_1239 = l_1238 - l_mut_288;
const float l_1240 = __expf(l_1239);
l_mut_846 = l_mut_846 + l_1240;
}
l_mut_328 = l_mut_328 + l_mut_846;
}
}
const uint32 l_1241 = uint32(3) * uint32(32);
const uint32 l_1242 = l_4 + l_1241;
const uint32 l_1243 = uint32(0) + l_1242;
const bool l_1244 = l_1242 < l_813;
if (l_1244) {
const __nv_bfloat16_8 l_1245 = l_arr_13[uint32(3)];
const uint8_8 l_1246 = l_arr_14[uint32(3)];
const uint32_4 l_1247 = reinterpret_cast<uint32_4 const&>(l_1245);
const float_8 l_1248 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1248;
const uint32 l_1249 = l_1247.i_0;
const uint32 l_1250 = l_1249 << uint32(16);
const float l_1251 = reinterpret_cast<float const&>(l_1250);
l_mut_327.i_0 = l_1251;
const uint32 l_1252 = l_1247.i_0;
const uint32 l_1253 = l_1252 & uint32(4294901760);
const float l_1254 = reinterpret_cast<float const&>(l_1253);
l_mut_327.i_1 = l_1254;
const uint32 l_1255 = l_1247.i_1;
const uint32 l_1256 = l_1255 << uint32(16);
const float l_1257 = reinterpret_cast<float const&>(l_1256);
l_mut_327.i_2 = l_1257;
const uint32 l_1258 = l_1247.i_1;
const uint32 l_1259 = l_1258 & uint32(4294901760);
const float l_1260 = reinterpret_cast<float const&>(l_1259);
l_mut_327.i_3 = l_1260;
const uint32 l_1261 = l_1247.i_2;
const uint32 l_1262 = l_1261 << uint32(16);
const float l_1263 = reinterpret_cast<float const&>(l_1262);
l_mut_327.i_4 = l_1263;
const uint32 l_1264 = l_1247.i_2;
const uint32 l_1265 = l_1264 & uint32(4294901760);
const float l_1266 = reinterpret_cast<float const&>(l_1265);
l_mut_327.i_5 = l_1266;
const uint32 l_1267 = l_1247.i_3;
const uint32 l_1268 = l_1267 << uint32(16);
const float l_1269 = reinterpret_cast<float const&>(l_1268);
l_mut_327.i_6 = l_1269;
const uint32 l_1270 = l_1247.i_3;
const uint32 l_1271 = l_1270 & uint32(4294901760);
const float l_1272 = reinterpret_cast<float const&>(l_1271);
l_mut_327.i_7 = l_1272;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_1273 = uint32(0) < uint32(8);
const bool l_1274 = bool(true) || l_1273;
if (l_1274) {
const float l_1275 = l_mut_302.i_0;
const float l_1276 = l_1275 - l_mut_288;
const float l_1277 = __expf(l_1276);
l_mut_846 = l_mut_846 + l_1277;
}
const bool l_1278 = uint32(1) < uint32(8);
const bool l_1279 = bool(true) || l_1278;
if (l_1279) {
const float l_1280 = l_mut_302.i_1;
const float l_1281 = l_1280 - l_mut_288;
const float l_1282 = __expf(l_1281);
l_mut_846 = l_mut_846 + l_1282;
}
const bool l_1283 = uint32(2) < uint32(8);
const bool l_1284 = bool(true) || l_1283;
if (l_1284) {
const float l_1285 = l_mut_302.i_2;
const float l_1286 = l_1285 - l_mut_288;
const float l_1287 = __expf(l_1286);
l_mut_846 = l_mut_846 + l_1287;
}
const bool l_1288 = uint32(3) < uint32(8);
const bool l_1289 = bool(true) || l_1288;
if (l_1289) {
const float l_1290 = l_mut_302.i_3;
const float l_1291 = l_1290 - l_mut_288;
const float l_1292 = __expf(l_1291);
l_mut_846 = l_mut_846 + l_1292;
}
const bool l_1293 = uint32(4) < uint32(8);
const bool l_1294 = bool(true) || l_1293;
if (l_1294) {
const float l_1295 = l_mut_302.i_4;
const float l_1296 = l_1295 - l_mut_288;
const float l_1297 = __expf(l_1296);
l_mut_846 = l_mut_846 + l_1297;
}
const bool l_1298 = uint32(5) < uint32(8);
const bool l_1299 = bool(true) || l_1298;
if (l_1299) {
const float l_1300 = l_mut_302.i_5;
const float l_1301 = l_1300 - l_mut_288;
const float l_1302 = __expf(l_1301);
l_mut_846 = l_mut_846 + l_1302;
}
const bool l_1303 = uint32(6) < uint32(8);
const bool l_1304 = bool(true) || l_1303;
if (l_1304) {
const float l_1305 = l_mut_302.i_6;
const float l_1306 = l_1305 - l_mut_288;
const float l_1307 = __expf(l_1306);
l_mut_846 = l_mut_846 + l_1307;
}
const bool l_1308 = uint32(7) < uint32(8);
const bool l_1309 = bool(true) || l_1308;
if (l_1309) {
const float l_1310 = l_mut_302.i_7;
const float l_1311 = l_1310 - l_mut_288;
const float l_1312 = __expf(l_1311);
l_mut_846 = l_mut_846 + l_1312;
}
l_mut_328 = l_mut_328 + l_mut_846;
} else {
const uint32 l_1313 = l_1242 + uint32(1);
const bool l_1314 = l_1313 == l_20;
if (l_1314) {
const __nv_bfloat16_8 l_1315 = l_arr_13[uint32(3)];
const uint8_8 l_1316 = l_arr_14[uint32(3)];
const uint32_4 l_1317 = reinterpret_cast<uint32_4 const&>(l_1315);
const float_8 l_1318 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1318;
const uint32 l_1319 = l_1317.i_0;
const uint32 l_1320 = l_1319 << uint32(16);
const float l_1321 = reinterpret_cast<float const&>(l_1320);
l_mut_327.i_0 = l_1321;
const uint32 l_1322 = l_1317.i_0;
const uint32 l_1323 = l_1322 & uint32(4294901760);
const float l_1324 = reinterpret_cast<float const&>(l_1323);
l_mut_327.i_1 = l_1324;
const uint32 l_1325 = l_1317.i_1;
const uint32 l_1326 = l_1325 << uint32(16);
const float l_1327 = reinterpret_cast<float const&>(l_1326);
l_mut_327.i_2 = l_1327;
const uint32 l_1328 = l_1317.i_1;
const uint32 l_1329 = l_1328 & uint32(4294901760);
const float l_1330 = reinterpret_cast<float const&>(l_1329);
l_mut_327.i_3 = l_1330;
const uint32 l_1331 = l_1317.i_2;
const uint32 l_1332 = l_1331 << uint32(16);
const float l_1333 = reinterpret_cast<float const&>(l_1332);
l_mut_327.i_4 = l_1333;
const uint32 l_1334 = l_1317.i_2;
const uint32 l_1335 = l_1334 & uint32(4294901760);
const float l_1336 = reinterpret_cast<float const&>(l_1335);
l_mut_327.i_5 = l_1336;
const uint32 l_1337 = l_1317.i_3;
const uint32 l_1338 = l_1337 << uint32(16);
const float l_1339 = reinterpret_cast<float const&>(l_1338);
l_mut_327.i_6 = l_1339;
const uint32 l_1340 = l_1317.i_3;
const uint32 l_1341 = l_1340 & uint32(4294901760);
const float l_1342 = reinterpret_cast<float const&>(l_1341);
l_mut_327.i_7 = l_1342;
l_mut_302 = l_mut_327;
l_mut_846 = float(0.0);
const bool l_1343 = uint32(0) < info.scalars_uint32[2];
const bool l_1344 = bool(false) || l_1343;
if (l_1344) {
const float l_1345 = l_mut_302.i_0;
const float l_1346 = l_1345 - l_mut_288;
const float l_1347 = __expf(l_1346);
l_mut_846 = l_mut_846 + l_1347;
}
const bool l_1348 = uint32(1) < info.scalars_uint32[2];
const bool l_1349 = bool(false) || l_1348;
if (l_1349) {
const float l_1350 = l_mut_302.i_1;
const float l_1351 = l_1350 - l_mut_288;
const float l_1352 = __expf(l_1351);
l_mut_846 = l_mut_846 + l_1352;
}
const bool l_1353 = uint32(2) < info.scalars_uint32[2];
const bool l_1354 = bool(false) || l_1353;
if (l_1354) {
const float l_1355 = l_mut_302.i_2;
const float l_1356 = l_1355 - l_mut_288;
const float l_1357 = __expf(l_1356);
l_mut_846 = l_mut_846 + l_1357;
}
const bool l_1358 = uint32(3) < info.scalars_uint32[2];
const bool l_1359 = bool(false) || l_1358;
if (l_1359) {
const float l_1360 = l_mut_302.i_3;
const float l_1361 = l_1360 - l_mut_288;
const float l_1362 = __expf(l_1361);
l_mut_846 = l_mut_846 + l_1362;
}
const bool l_1363 = uint32(4) < info.scalars_uint32[2];
const bool l_1364 = bool(false) || l_1363;
if (l_1364) {
const float l_1365 = l_mut_302.i_4;
const float l_1366 = l_1365 - l_mut_288;
const float l_1367 = __expf(l_1366);
l_mut_846 = l_mut_846 + l_1367;
}
const bool l_1368 = uint32(5) < info.scalars_uint32[2];
const bool l_1369 = bool(false) || l_1368;
if (l_1369) {
const float l_1370 = l_mut_302.i_5;
const float l_1371 = l_1370 - l_mut_288;
const float l_1372 = __expf(l_1371);
l_mut_846 = l_mut_846 + l_1372;
}
const bool l_1373 = uint32(6) < info.scalars_uint32[2];
const bool l_1374 = bool(false) || l_1373;
if (l_1374) {
const float l_1375 = l_mut_302.i_6;
const float l_1376 = l_1375 - l_mut_288;
const float l_1377 = __expf(l_1376);
l_mut_846 = l_mut_846 + l_1377;
}
const bool l_1378 = uint32(7) < info.scalars_uint32[2];
const bool l_1379 = bool(false) || l_1378;
if (l_1379) {
const float l_1380 = l_mut_302.i_7;
const float l_1381 = l_1380 - l_mut_288;
const float l_1382 = __expf(l_1381);
l_mut_846 = l_mut_846 + l_1382;
}
l_mut_328 = l_mut_328 + l_mut_846;
}
}
l_mut_846 = l_mut_288;
l_mut_38 = uint32(1);
const float l_1383 = { __shfl_xor_sync(-1, l_mut_846, l_mut_38) };
const float l_1384 = max(l_mut_846, l_1383);
l_mut_846 = l_1384;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1385 = { __shfl_xor_sync(-1, l_mut_846, l_mut_38) };
const float l_1386 = max(l_mut_846, l_1385);
l_mut_846 = l_1386;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1387 = { __shfl_xor_sync(-1, l_mut_846, l_mut_38) };
const float l_1388 = max(l_mut_846, l_1387);
l_mut_846 = l_1388;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1389 = { __shfl_xor_sync(-1, l_mut_846, l_mut_38) };
const float l_1390 = max(l_mut_846, l_1389);
l_mut_846 = l_1390;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1391 = { __shfl_xor_sync(-1, l_mut_846, l_mut_38) };
const float l_1392 = max(l_mut_846, l_1391);
l_mut_846 = l_1392;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1393 = l_mut_288 - l_mut_846;
const float l_1394 = __expf(l_1393);
const float l_1395 = l_mut_328 * l_1394;
l_mut_1396 = l_1395;
l_mut_38 = uint32(1);
const float l_1397 = { __shfl_xor_sync(-1, l_mut_1396, l_mut_38) };
l_mut_1396 = l_mut_1396 + l_1397;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1398 = { __shfl_xor_sync(-1, l_mut_1396, l_mut_38) };
l_mut_1396 = l_mut_1396 + l_1398;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1399 = { __shfl_xor_sync(-1, l_mut_1396, l_mut_38) };
l_mut_1396 = l_mut_1396 + l_1399;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1400 = { __shfl_xor_sync(-1, l_mut_1396, l_mut_38) };
l_mut_1396 = l_mut_1396 + l_1400;
l_mut_38 = l_mut_38 * uint32(2);
const float l_1401 = { __shfl_xor_sync(-1, l_mut_1396, l_mut_38) };
l_mut_1396 = l_mut_1396 + l_1401;
l_mut_38 = l_mut_38 * uint32(2);
const bool l_1402 = l_mut_1396 == float(0.0);
const float l_1403 = float(1.0) / l_mut_1396;
const float l_1404 = (l_1402) ? float(0.0) : l_1403;
const float l_1405 = __logf(l_mut_1396);
const float l_1406 = (l_1402) ? float(0.0) : l_1405;
const uint32 l_1407 = l_18 * info.scalars_uint32[12];
const uint32 l_1408 = uint32(0) * uint32(32);
const uint32 l_1409 = l_4 + l_1408;
const bool l_1410 = l_1409 < l_20;
if (l_1410) {
const __nv_bfloat16_8 l_1411 = l_arr_13[uint32(0)];
const uint8_8 l_1412 = l_arr_14[uint32(0)];
const uint32 l_1413 = uint32(0) + l_1409;
const uint32_4 l_1414 = reinterpret_cast<uint32_4 const&>(l_1411);
const float_8 l_1415 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1415;
const uint32 l_1416 = l_1414.i_0;
const uint32 l_1417 = l_1416 << uint32(16);
const float l_1418 = reinterpret_cast<float const&>(l_1417);
l_mut_327.i_0 = l_1418;
const uint32 l_1419 = l_1414.i_0;
const uint32 l_1420 = l_1419 & uint32(4294901760);
const float l_1421 = reinterpret_cast<float const&>(l_1420);
l_mut_327.i_1 = l_1421;
const uint32 l_1422 = l_1414.i_1;
const uint32 l_1423 = l_1422 << uint32(16);
const float l_1424 = reinterpret_cast<float const&>(l_1423);
l_mut_327.i_2 = l_1424;
const uint32 l_1425 = l_1414.i_1;
const uint32 l_1426 = l_1425 & uint32(4294901760);
const float l_1427 = reinterpret_cast<float const&>(l_1426);
l_mut_327.i_3 = l_1427;
const uint32 l_1428 = l_1414.i_2;
const uint32 l_1429 = l_1428 << uint32(16);
const float l_1430 = reinterpret_cast<float const&>(l_1429);
l_mut_327.i_4 = l_1430;
const uint32 l_1431 = l_1414.i_2;
const uint32 l_1432 = l_1431 & uint32(4294901760);
const float l_1433 = reinterpret_cast<float const&>(l_1432);
l_mut_327.i_5 = l_1433;
const uint32 l_1434 = l_1414.i_3;
const uint32 l_1435 = l_1434 << uint32(16);
const float l_1436 = reinterpret_cast<float const&>(l_1435);
l_mut_327.i_6 = l_1436;
const uint32 l_1437 = l_1414.i_3;
const uint32 l_1438 = l_1437 & uint32(4294901760);
const float l_1439 = reinterpret_cast<float const&>(l_1438);
l_mut_327.i_7 = l_1439;
l_mut_302 = l_mut_327;
const uint32 l_1440 = l_1407 + l_1409;
const float_8 l_1441 = float_8{
l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,};
const float_8 l_1442 = float_8{
l_mut_302.i_0 - l_1441.i_0, l_mut_302.i_1 - l_1441.i_1, l_mut_302.i_2 - l_1441.i_2, l_mut_302.i_3 - l_1441.i_3, l_mut_302.i_4 - l_1441.i_4, l_mut_302.i_5 - l_1441.i_5, l_mut_302.i_6 - l_1441.i_6, l_mut_302.i_7 - l_1441.i_7, };
const float_8 l_1443 = float_8{
__expf(l_1442.i_0),__expf(l_1442.i_1),__expf(l_1442.i_2),__expf(l_1442.i_3),__expf(l_1442.i_4),__expf(l_1442.i_5),__expf(l_1442.i_6),__expf(l_1442.i_7),};
const float_8 l_1444 = float_8{
l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,};
const float_8 l_1445 = float_8{
l_1443.i_0 * l_1444.i_0, l_1443.i_1 * l_1444.i_1, l_1443.i_2 * l_1444.i_2, l_1443.i_3 * l_1444.i_3, l_1443.i_4 * l_1444.i_4, l_1443.i_5 * l_1444.i_5, l_1443.i_6 * l_1444.i_6, l_1443.i_7 * l_1444.i_7, };
const __nv_bfloat16_8 l_1446 = __nv_bfloat16_8{
__nv_bfloat16(l_1445.i_0),__nv_bfloat16(l_1445.i_1),__nv_bfloat16(l_1445.i_2),__nv_bfloat16(l_1445.i_3),__nv_bfloat16(l_1445.i_4),__nv_bfloat16(l_1445.i_5),__nv_bfloat16(l_1445.i_6),__nv_bfloat16(l_1445.i_7),};
buffer_2[l_1440] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1446);
}
const uint32 l_1447 = uint32(1) * uint32(32);
const uint32 l_1448 = l_4 + l_1447;
const bool l_1449 = l_1448 < l_20;
if (l_1449) {
const __nv_bfloat16_8 l_1450 = l_arr_13[uint32(1)];
const uint8_8 l_1451 = l_arr_14[uint32(1)];
const uint32 l_1452 = uint32(0) + l_1448;
const uint32_4 l_1453 = reinterpret_cast<uint32_4 const&>(l_1450);
const float_8 l_1454 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1454;
const uint32 l_1455 = l_1453.i_0;
const uint32 l_1456 = l_1455 << uint32(16);
const float l_1457 = reinterpret_cast<float const&>(l_1456);
l_mut_327.i_0 = l_1457;
const uint32 l_1458 = l_1453.i_0;
const uint32 l_1459 = l_1458 & uint32(4294901760);
const float l_1460 = reinterpret_cast<float const&>(l_1459);
l_mut_327.i_1 = l_1460;
const uint32 l_1461 = l_1453.i_1;
const uint32 l_1462 = l_1461 << uint32(16);
const float l_1463 = reinterpret_cast<float const&>(l_1462);
l_mut_327.i_2 = l_1463;
const uint32 l_1464 = l_1453.i_1;
const uint32 l_1465 = l_1464 & uint32(4294901760);
const float l_1466 = reinterpret_cast<float const&>(l_1465);
l_mut_327.i_3 = l_1466;
const uint32 l_1467 = l_1453.i_2;
const uint32 l_1468 = l_1467 << uint32(16);
const float l_1469 = reinterpret_cast<float const&>(l_1468);
l_mut_327.i_4 = l_1469;
const uint32 l_1470 = l_1453.i_2;
const uint32 l_1471 = l_1470 & uint32(4294901760);
const float l_1472 = reinterpret_cast<float const&>(l_1471);
l_mut_327.i_5 = l_1472;
const uint32 l_1473 = l_1453.i_3;
const uint32 l_1474 = l_1473 << uint32(16);
const float l_1475 = reinterpret_cast<float const&>(l_1474);
l_mut_327.i_6 = l_1475;
const uint32 l_1476 = l_1453.i_3;
const uint32 l_1477 = l_1476 & uint32(4294901760);
const float l_1478 = reinterpret_cast<float const&>(l_1477);
l_mut_327.i_7 = l_1478;
l_mut_302 = l_mut_327;
const uint32 l_1479 = l_1407 + l_1448;
const float_8 l_1480 = float_8{
l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,};
const float_8 l_1481 = float_8{
l_mut_302.i_0 - l_1480.i_0, l_mut_302.i_1 - l_1480.i_1, l_mut_302.i_2 - l_1480.i_2, l_mut_302.i_3 - l_1480.i_3, l_mut_302.i_4 - l_1480.i_4, l_mut_302.i_5 - l_1480.i_5, l_mut_302.i_6 - l_1480.i_6, l_mut_302.i_7 - l_1480.i_7, };
const float_8 l_1482 = float_8{
__expf(l_1481.i_0),__expf(l_1481.i_1),__expf(l_1481.i_2),__expf(l_1481.i_3),__expf(l_1481.i_4),__expf(l_1481.i_5),__expf(l_1481.i_6),__expf(l_1481.i_7),};
const float_8 l_1483 = float_8{
l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,};
const float_8 l_1484 = float_8{
l_1482.i_0 * l_1483.i_0, l_1482.i_1 * l_1483.i_1, l_1482.i_2 * l_1483.i_2, l_1482.i_3 * l_1483.i_3, l_1482.i_4 * l_1483.i_4, l_1482.i_5 * l_1483.i_5, l_1482.i_6 * l_1483.i_6, l_1482.i_7 * l_1483.i_7, };
const __nv_bfloat16_8 l_1485 = __nv_bfloat16_8{
__nv_bfloat16(l_1484.i_0),__nv_bfloat16(l_1484.i_1),__nv_bfloat16(l_1484.i_2),__nv_bfloat16(l_1484.i_3),__nv_bfloat16(l_1484.i_4),__nv_bfloat16(l_1484.i_5),__nv_bfloat16(l_1484.i_6),__nv_bfloat16(l_1484.i_7),};
buffer_2[l_1479] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1485);
}
const uint32 l_1486 = uint32(2) * uint32(32);
const uint32 l_1487 = l_4 + l_1486;
const bool l_1488 = l_1487 < l_20;
if (l_1488) {
const __nv_bfloat16_8 l_1489 = l_arr_13[uint32(2)];
const uint8_8 l_1490 = l_arr_14[uint32(2)];
const uint32 l_1491 = uint32(0) + l_1487;
const uint32_4 l_1492 = reinterpret_cast<uint32_4 const&>(l_1489);
const float_8 l_1493 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1493;
const uint32 l_1494 = l_1492.i_0;
const uint32 l_1495 = l_1494 << uint32(16);
const float l_1496 = reinterpret_cast<float const&>(l_1495);
l_mut_327.i_0 = l_1496;
const uint32 l_1497 = l_1492.i_0;
const uint32 l_1498 = l_1497 & uint32(4294901760);
const float l_1499 = reinterpret_cast<float const&>(l_1498);
l_mut_327.i_1 = l_1499;
const uint32 l_1500 = l_1492.i_1;
const uint32 l_1501 = l_1500 << uint32(16);
const float l_1502 = reinterpret_cast<float const&>(l_1501);
l_mut_327.i_2 = l_1502;
const uint32 l_1503 = l_1492.i_1;
const uint32 l_1504 = l_1503 & uint32(4294901760);
const float l_1505 = reinterpret_cast<float const&>(l_1504);
l_mut_327.i_3 = l_1505;
const uint32 l_1506 = l_1492.i_2;
const uint32 l_1507 = l_1506 << uint32(16);
const float l_1508 = reinterpret_cast<float const&>(l_1507);
l_mut_327.i_4 = l_1508;
const uint32 l_1509 = l_1492.i_2;
const uint32 l_1510 = l_1509 & uint32(4294901760);
const float l_1511 = reinterpret_cast<float const&>(l_1510);
l_mut_327.i_5 = l_1511;
const uint32 l_1512 = l_1492.i_3;
const uint32 l_1513 = l_1512 << uint32(16);
const float l_1514 = reinterpret_cast<float const&>(l_1513);
l_mut_327.i_6 = l_1514;
const uint32 l_1515 = l_1492.i_3;
const uint32 l_1516 = l_1515 & uint32(4294901760);
const float l_1517 = reinterpret_cast<float const&>(l_1516);
l_mut_327.i_7 = l_1517;
l_mut_302 = l_mut_327;
const uint32 l_1518 = l_1407 + l_1487;
const float_8 l_1519 = float_8{
l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,};
const float_8 l_1520 = float_8{
l_mut_302.i_0 - l_1519.i_0, l_mut_302.i_1 - l_1519.i_1, l_mut_302.i_2 - l_1519.i_2, l_mut_302.i_3 - l_1519.i_3, l_mut_302.i_4 - l_1519.i_4, l_mut_302.i_5 - l_1519.i_5, l_mut_302.i_6 - l_1519.i_6, l_mut_302.i_7 - l_1519.i_7, };
const float_8 l_1521 = float_8{
__expf(l_1520.i_0),__expf(l_1520.i_1),__expf(l_1520.i_2),__expf(l_1520.i_3),__expf(l_1520.i_4),__expf(l_1520.i_5),__expf(l_1520.i_6),__expf(l_1520.i_7),};
const float_8 l_1522 = float_8{
l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,};
const float_8 l_1523 = float_8{
l_1521.i_0 * l_1522.i_0, l_1521.i_1 * l_1522.i_1, l_1521.i_2 * l_1522.i_2, l_1521.i_3 * l_1522.i_3, l_1521.i_4 * l_1522.i_4, l_1521.i_5 * l_1522.i_5, l_1521.i_6 * l_1522.i_6, l_1521.i_7 * l_1522.i_7, };
const __nv_bfloat16_8 l_1524 = __nv_bfloat16_8{
__nv_bfloat16(l_1523.i_0),__nv_bfloat16(l_1523.i_1),__nv_bfloat16(l_1523.i_2),__nv_bfloat16(l_1523.i_3),__nv_bfloat16(l_1523.i_4),__nv_bfloat16(l_1523.i_5),__nv_bfloat16(l_1523.i_6),__nv_bfloat16(l_1523.i_7),};
buffer_2[l_1518] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1524);
}
const uint32 l_1525 = uint32(3) * uint32(32);
const uint32 l_1526 = l_4 + l_1525;
const bool l_1527 = l_1526 < l_20;
if (l_1527) {
const __nv_bfloat16_8 l_1528 = l_arr_13[uint32(3)];
const uint8_8 l_1529 = l_arr_14[uint32(3)];
const uint32 l_1530 = uint32(0) + l_1526;
const uint32_4 l_1531 = reinterpret_cast<uint32_4 const&>(l_1528);
const float_8 l_1532 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_327 = l_1532;
const uint32 l_1533 = l_1531.i_0;
const uint32 l_1534 = l_1533 << uint32(16);
const float l_1535 = reinterpret_cast<float const&>(l_1534);
l_mut_327.i_0 = l_1535;
const uint32 l_1536 = l_1531.i_0;
const uint32 l_1537 = l_1536 & uint32(4294901760);
const float l_1538 = reinterpret_cast<float const&>(l_1537);
l_mut_327.i_1 = l_1538;
const uint32 l_1539 = l_1531.i_1;
const uint32 l_1540 = l_1539 << uint32(16);
const float l_1541 = reinterpret_cast<float const&>(l_1540);
l_mut_327.i_2 = l_1541;
const uint32 l_1542 = l_1531.i_1;
const uint32 l_1543 = l_1542 & uint32(4294901760);
const float l_1544 = reinterpret_cast<float const&>(l_1543);
l_mut_327.i_3 = l_1544;
const uint32 l_1545 = l_1531.i_2;
const uint32 l_1546 = l_1545 << uint32(16);
const float l_1547 = reinterpret_cast<float const&>(l_1546);
l_mut_327.i_4 = l_1547;
const uint32 l_1548 = l_1531.i_2;
const uint32 l_1549 = l_1548 & uint32(4294901760);
const float l_1550 = reinterpret_cast<float const&>(l_1549);
l_mut_327.i_5 = l_1550;
const uint32 l_1551 = l_1531.i_3;
const uint32 l_1552 = l_1551 << uint32(16);
const float l_1553 = reinterpret_cast<float const&>(l_1552);
l_mut_327.i_6 = l_1553;
const uint32 l_1554 = l_1531.i_3;
const uint32 l_1555 = l_1554 & uint32(4294901760);
const float l_1556 = reinterpret_cast<float const&>(l_1555);
l_mut_327.i_7 = l_1556;
l_mut_302 = l_mut_327;
const uint32 l_1557 = l_1407 + l_1526;
const float_8 l_1558 = float_8{
l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,l_mut_846,};
const float_8 l_1559 = float_8{
l_mut_302.i_0 - l_1558.i_0, l_mut_302.i_1 - l_1558.i_1, l_mut_302.i_2 - l_1558.i_2, l_mut_302.i_3 - l_1558.i_3, l_mut_302.i_4 - l_1558.i_4, l_mut_302.i_5 - l_1558.i_5, l_mut_302.i_6 - l_1558.i_6, l_mut_302.i_7 - l_1558.i_7, };
const float_8 l_1560 = float_8{
__expf(l_1559.i_0),__expf(l_1559.i_1),__expf(l_1559.i_2),__expf(l_1559.i_3),__expf(l_1559.i_4),__expf(l_1559.i_5),__expf(l_1559.i_6),__expf(l_1559.i_7),};
const float_8 l_1561 = float_8{
l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,l_1404,};
const float_8 l_1562 = float_8{
l_1560.i_0 * l_1561.i_0, l_1560.i_1 * l_1561.i_1, l_1560.i_2 * l_1561.i_2, l_1560.i_3 * l_1561.i_3, l_1560.i_4 * l_1561.i_4, l_1560.i_5 * l_1561.i_5, l_1560.i_6 * l_1561.i_6, l_1560.i_7 * l_1561.i_7, };
const __nv_bfloat16_8 l_1563 = __nv_bfloat16_8{
__nv_bfloat16(l_1562.i_0),__nv_bfloat16(l_1562.i_1),__nv_bfloat16(l_1562.i_2),__nv_bfloat16(l_1562.i_3),__nv_bfloat16(l_1562.i_4),__nv_bfloat16(l_1562.i_5),__nv_bfloat16(l_1562.i_6),__nv_bfloat16(l_1562.i_7),};
buffer_2[l_1557] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1563);
}
l_mut_15 = l_mut_15 + l_12;
}

}
