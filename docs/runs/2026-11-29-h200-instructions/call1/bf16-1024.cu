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

struct __align__(16) __nv_bfloat162_4 {
    __nv_bfloat162 i_0;
    __nv_bfloat162 i_1;
    __nv_bfloat162 i_2;
    __nv_bfloat162 i_3;
};
struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
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
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[26];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(256)softmax_plane_per_row_f_bf16_g_bf16_m_bf16_n_8 (
    const __nv_bfloat16_8* __restrict__ buffer_0, const __nv_bfloat16_8* __restrict__ buffer_1, __nv_bfloat16_8* buffer_2, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
__nv_bfloat16_8 l_arr_13[4];

__nv_bfloat16_8 l_arr_14[4];

uint32 l_mut_15;
uint32 l_mut_21;
uint32 l_mut_22;
uint32 l_mut_27;
float l_mut_53;
float l_mut_93;
float l_mut_611;
float l_mut_1161;
float_8 l_mut_67;
float_8 l_mut_92;
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
const bool l_23 = info.scalars_float[0] < float(0.0);
const float l_24 = -info.scalars_float[1];
const float l_25 = (l_23) ? l_24 : info.scalars_float[1];
const uint32 l_26 = l_18 * info.scalars_uint32[5];
l_mut_27 = l_20;
const uint32 l_28 = uint32(0) * uint32(32);
const uint32 l_29 = l_4 + l_28;
const bool l_30 = l_29 < l_mut_27;
const uint32 l_31 = l_26 + l_29;
const uint32 l_32 = (l_30) ? l_31 : uint32(0);
const __nv_bfloat16_8 l_33 = buffer_0[l_32];
l_arr_13[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_33);
const uint32 l_34 = uint32(1) * uint32(32);
const uint32 l_35 = l_4 + l_34;
const bool l_36 = l_35 < l_mut_27;
const uint32 l_37 = l_26 + l_35;
const uint32 l_38 = (l_36) ? l_37 : uint32(0);
const __nv_bfloat16_8 l_39 = buffer_0[l_38];
l_arr_13[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_39);
const uint32 l_40 = uint32(2) * uint32(32);
const uint32 l_41 = l_4 + l_40;
const bool l_42 = l_41 < l_mut_27;
const uint32 l_43 = l_26 + l_41;
const uint32 l_44 = (l_42) ? l_43 : uint32(0);
const __nv_bfloat16_8 l_45 = buffer_0[l_44];
l_arr_13[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_45);
const uint32 l_46 = uint32(3) * uint32(32);
const uint32 l_47 = l_4 + l_46;
const bool l_48 = l_47 < l_mut_27;
const uint32 l_49 = l_26 + l_47;
const uint32 l_50 = (l_48) ? l_49 : uint32(0);
const __nv_bfloat16_8 l_51 = buffer_0[l_50];
l_arr_13[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_51);
const uint32 l_52 = l_mut_22 + uint32(0);
l_mut_53 = float(-3.4028234663852886e38);
const bool l_54 = info.scalars_uint32[2] < uint32(8);
const bool l_55 = l_20 > uint32(0);
const bool l_56 = l_54 && l_55;
const uint32 l_57 = (l_56) ? uint32(1) : uint32(0);
const uint32 l_58 = l_20 - l_57;
const uint32 l_59 = uint32(0) * uint32(32);
const uint32 l_60 = l_4 + l_59;
const uint32 l_61 = uint32(0) + l_60;
const bool l_62 = l_60 < l_58;
if (l_62) {
const __nv_bfloat16_8 l_63 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_64 = l_arr_14[uint32(0)];
const uint32_4 l_65 = reinterpret_cast<uint32_4 const&>(l_63);
const float_8 l_66 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_67 = l_66;
const uint32 l_68 = l_65.i_0;
const uint32 l_69 = l_68 << uint32(16);
const float l_70 = reinterpret_cast<float const&>(l_69);
l_mut_67.i_0 = l_70;
const uint32 l_71 = l_65.i_0;
const uint32 l_72 = l_71 & uint32(4294901760);
const float l_73 = reinterpret_cast<float const&>(l_72);
l_mut_67.i_1 = l_73;
const uint32 l_74 = l_65.i_1;
const uint32 l_75 = l_74 << uint32(16);
const float l_76 = reinterpret_cast<float const&>(l_75);
l_mut_67.i_2 = l_76;
const uint32 l_77 = l_65.i_1;
const uint32 l_78 = l_77 & uint32(4294901760);
const float l_79 = reinterpret_cast<float const&>(l_78);
l_mut_67.i_3 = l_79;
const uint32 l_80 = l_65.i_2;
const uint32 l_81 = l_80 << uint32(16);
const float l_82 = reinterpret_cast<float const&>(l_81);
l_mut_67.i_4 = l_82;
const uint32 l_83 = l_65.i_2;
const uint32 l_84 = l_83 & uint32(4294901760);
const float l_85 = reinterpret_cast<float const&>(l_84);
l_mut_67.i_5 = l_85;
const uint32 l_86 = l_65.i_3;
const uint32 l_87 = l_86 << uint32(16);
const float l_88 = reinterpret_cast<float const&>(l_87);
l_mut_67.i_6 = l_88;
const uint32 l_89 = l_65.i_3;
const uint32 l_90 = l_89 & uint32(4294901760);
const float l_91 = reinterpret_cast<float const&>(l_90);
l_mut_67.i_7 = l_91;
l_mut_92 = l_mut_67;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_94 = uint32(0) < uint32(8);
const bool l_95 = bool(true) || l_94;
if (l_95) {
const float l_96 = l_mut_92.i_0;
const float l_97 = max(l_mut_93, l_96);
l_mut_93 = l_97;
}
const bool l_98 = uint32(1) < uint32(8);
const bool l_99 = bool(true) || l_98;
if (l_99) {
const float l_100 = l_mut_92.i_1;
const float l_101 = max(l_mut_93, l_100);
l_mut_93 = l_101;
}
const bool l_102 = uint32(2) < uint32(8);
const bool l_103 = bool(true) || l_102;
if (l_103) {
const float l_104 = l_mut_92.i_2;
const float l_105 = max(l_mut_93, l_104);
l_mut_93 = l_105;
}
const bool l_106 = uint32(3) < uint32(8);
const bool l_107 = bool(true) || l_106;
if (l_107) {
const float l_108 = l_mut_92.i_3;
const float l_109 = max(l_mut_93, l_108);
l_mut_93 = l_109;
}
const bool l_110 = uint32(4) < uint32(8);
const bool l_111 = bool(true) || l_110;
if (l_111) {
const float l_112 = l_mut_92.i_4;
const float l_113 = max(l_mut_93, l_112);
l_mut_93 = l_113;
}
const bool l_114 = uint32(5) < uint32(8);
const bool l_115 = bool(true) || l_114;
if (l_115) {
const float l_116 = l_mut_92.i_5;
const float l_117 = max(l_mut_93, l_116);
l_mut_93 = l_117;
}
const bool l_118 = uint32(6) < uint32(8);
const bool l_119 = bool(true) || l_118;
if (l_119) {
const float l_120 = l_mut_92.i_6;
const float l_121 = max(l_mut_93, l_120);
l_mut_93 = l_121;
}
const bool l_122 = uint32(7) < uint32(8);
const bool l_123 = bool(true) || l_122;
if (l_123) {
const float l_124 = l_mut_92.i_7;
const float l_125 = max(l_mut_93, l_124);
l_mut_93 = l_125;
}
const float l_126 = max(l_mut_53, l_mut_93);
l_mut_53 = l_126;
} else {
const uint32 l_127 = l_60 + uint32(1);
const bool l_128 = l_127 == l_20;
if (l_128) {
const __nv_bfloat16_8 l_129 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_130 = l_arr_14[uint32(0)];
const uint32_4 l_131 = reinterpret_cast<uint32_4 const&>(l_129);
const float_8 l_132 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_132;
const uint32 l_133 = l_131.i_0;
const uint32 l_134 = l_133 << uint32(16);
const float l_135 = reinterpret_cast<float const&>(l_134);
l_mut_92.i_0 = l_135;
const uint32 l_136 = l_131.i_0;
const uint32 l_137 = l_136 & uint32(4294901760);
const float l_138 = reinterpret_cast<float const&>(l_137);
l_mut_92.i_1 = l_138;
const uint32 l_139 = l_131.i_1;
const uint32 l_140 = l_139 << uint32(16);
const float l_141 = reinterpret_cast<float const&>(l_140);
l_mut_92.i_2 = l_141;
const uint32 l_142 = l_131.i_1;
const uint32 l_143 = l_142 & uint32(4294901760);
const float l_144 = reinterpret_cast<float const&>(l_143);
l_mut_92.i_3 = l_144;
const uint32 l_145 = l_131.i_2;
const uint32 l_146 = l_145 << uint32(16);
const float l_147 = reinterpret_cast<float const&>(l_146);
l_mut_92.i_4 = l_147;
const uint32 l_148 = l_131.i_2;
const uint32 l_149 = l_148 & uint32(4294901760);
const float l_150 = reinterpret_cast<float const&>(l_149);
l_mut_92.i_5 = l_150;
const uint32 l_151 = l_131.i_3;
const uint32 l_152 = l_151 << uint32(16);
const float l_153 = reinterpret_cast<float const&>(l_152);
l_mut_92.i_6 = l_153;
const uint32 l_154 = l_131.i_3;
const uint32 l_155 = l_154 & uint32(4294901760);
const float l_156 = reinterpret_cast<float const&>(l_155);
l_mut_92.i_7 = l_156;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_157 = uint32(0) < info.scalars_uint32[2];
const bool l_158 = bool(false) || l_157;
if (l_158) {
const float l_159 = l_mut_67.i_0;
const float l_160 = max(l_mut_93, l_159);
l_mut_93 = l_160;
}
const bool l_161 = uint32(1) < info.scalars_uint32[2];
const bool l_162 = bool(false) || l_161;
if (l_162) {
const float l_163 = l_mut_67.i_1;
const float l_164 = max(l_mut_93, l_163);
l_mut_93 = l_164;
}
const bool l_165 = uint32(2) < info.scalars_uint32[2];
const bool l_166 = bool(false) || l_165;
if (l_166) {
const float l_167 = l_mut_67.i_2;
const float l_168 = max(l_mut_93, l_167);
l_mut_93 = l_168;
}
const bool l_169 = uint32(3) < info.scalars_uint32[2];
const bool l_170 = bool(false) || l_169;
if (l_170) {
const float l_171 = l_mut_67.i_3;
const float l_172 = max(l_mut_93, l_171);
l_mut_93 = l_172;
}
const bool l_173 = uint32(4) < info.scalars_uint32[2];
const bool l_174 = bool(false) || l_173;
if (l_174) {
const float l_175 = l_mut_67.i_4;
const float l_176 = max(l_mut_93, l_175);
l_mut_93 = l_176;
}
const bool l_177 = uint32(5) < info.scalars_uint32[2];
const bool l_178 = bool(false) || l_177;
if (l_178) {
const float l_179 = l_mut_67.i_5;
const float l_180 = max(l_mut_93, l_179);
l_mut_93 = l_180;
}
const bool l_181 = uint32(6) < info.scalars_uint32[2];
const bool l_182 = bool(false) || l_181;
if (l_182) {
const float l_183 = l_mut_67.i_6;
const float l_184 = max(l_mut_93, l_183);
l_mut_93 = l_184;
}
const bool l_185 = uint32(7) < info.scalars_uint32[2];
const bool l_186 = bool(false) || l_185;
if (l_186) {
const float l_187 = l_mut_67.i_7;
const float l_188 = max(l_mut_93, l_187);
l_mut_93 = l_188;
}
const float l_189 = max(l_mut_53, l_mut_93);
l_mut_53 = l_189;
}
}
const uint32 l_190 = uint32(1) * uint32(32);
const uint32 l_191 = l_4 + l_190;
const uint32 l_192 = uint32(0) + l_191;
const bool l_193 = l_191 < l_58;
if (l_193) {
const __nv_bfloat16_8 l_194 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_195 = l_arr_14[uint32(1)];
const uint32_4 l_196 = reinterpret_cast<uint32_4 const&>(l_194);
const float_8 l_197 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_197;
const uint32 l_198 = l_196.i_0;
const uint32 l_199 = l_198 << uint32(16);
const float l_200 = reinterpret_cast<float const&>(l_199);
l_mut_92.i_0 = l_200;
const uint32 l_201 = l_196.i_0;
const uint32 l_202 = l_201 & uint32(4294901760);
const float l_203 = reinterpret_cast<float const&>(l_202);
l_mut_92.i_1 = l_203;
const uint32 l_204 = l_196.i_1;
const uint32 l_205 = l_204 << uint32(16);
const float l_206 = reinterpret_cast<float const&>(l_205);
l_mut_92.i_2 = l_206;
const uint32 l_207 = l_196.i_1;
const uint32 l_208 = l_207 & uint32(4294901760);
const float l_209 = reinterpret_cast<float const&>(l_208);
l_mut_92.i_3 = l_209;
const uint32 l_210 = l_196.i_2;
const uint32 l_211 = l_210 << uint32(16);
const float l_212 = reinterpret_cast<float const&>(l_211);
l_mut_92.i_4 = l_212;
const uint32 l_213 = l_196.i_2;
const uint32 l_214 = l_213 & uint32(4294901760);
const float l_215 = reinterpret_cast<float const&>(l_214);
l_mut_92.i_5 = l_215;
const uint32 l_216 = l_196.i_3;
const uint32 l_217 = l_216 << uint32(16);
const float l_218 = reinterpret_cast<float const&>(l_217);
l_mut_92.i_6 = l_218;
const uint32 l_219 = l_196.i_3;
const uint32 l_220 = l_219 & uint32(4294901760);
const float l_221 = reinterpret_cast<float const&>(l_220);
l_mut_92.i_7 = l_221;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_222 = uint32(0) < uint32(8);
const bool l_223 = bool(true) || l_222;
if (l_223) {
const float l_224 = l_mut_67.i_0;
const float l_225 = max(l_mut_93, l_224);
l_mut_93 = l_225;
}
const bool l_226 = uint32(1) < uint32(8);
const bool l_227 = bool(true) || l_226;
if (l_227) {
const float l_228 = l_mut_67.i_1;
const float l_229 = max(l_mut_93, l_228);
l_mut_93 = l_229;
}
const bool l_230 = uint32(2) < uint32(8);
const bool l_231 = bool(true) || l_230;
if (l_231) {
const float l_232 = l_mut_67.i_2;
const float l_233 = max(l_mut_93, l_232);
l_mut_93 = l_233;
}
const bool l_234 = uint32(3) < uint32(8);
const bool l_235 = bool(true) || l_234;
if (l_235) {
const float l_236 = l_mut_67.i_3;
const float l_237 = max(l_mut_93, l_236);
l_mut_93 = l_237;
}
const bool l_238 = uint32(4) < uint32(8);
const bool l_239 = bool(true) || l_238;
if (l_239) {
const float l_240 = l_mut_67.i_4;
const float l_241 = max(l_mut_93, l_240);
l_mut_93 = l_241;
}
const bool l_242 = uint32(5) < uint32(8);
const bool l_243 = bool(true) || l_242;
if (l_243) {
const float l_244 = l_mut_67.i_5;
const float l_245 = max(l_mut_93, l_244);
l_mut_93 = l_245;
}
const bool l_246 = uint32(6) < uint32(8);
const bool l_247 = bool(true) || l_246;
if (l_247) {
const float l_248 = l_mut_67.i_6;
const float l_249 = max(l_mut_93, l_248);
l_mut_93 = l_249;
}
const bool l_250 = uint32(7) < uint32(8);
const bool l_251 = bool(true) || l_250;
if (l_251) {
const float l_252 = l_mut_67.i_7;
const float l_253 = max(l_mut_93, l_252);
l_mut_93 = l_253;
}
const float l_254 = max(l_mut_53, l_mut_93);
l_mut_53 = l_254;
} else {
const uint32 l_255 = l_191 + uint32(1);
const bool l_256 = l_255 == l_20;
if (l_256) {
const __nv_bfloat16_8 l_257 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_258 = l_arr_14[uint32(1)];
const uint32_4 l_259 = reinterpret_cast<uint32_4 const&>(l_257);
const float_8 l_260 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_260;
const uint32 l_261 = l_259.i_0;
const uint32 l_262 = l_261 << uint32(16);
const float l_263 = reinterpret_cast<float const&>(l_262);
l_mut_92.i_0 = l_263;
const uint32 l_264 = l_259.i_0;
const uint32 l_265 = l_264 & uint32(4294901760);
const float l_266 = reinterpret_cast<float const&>(l_265);
l_mut_92.i_1 = l_266;
const uint32 l_267 = l_259.i_1;
const uint32 l_268 = l_267 << uint32(16);
const float l_269 = reinterpret_cast<float const&>(l_268);
l_mut_92.i_2 = l_269;
const uint32 l_270 = l_259.i_1;
const uint32 l_271 = l_270 & uint32(4294901760);
const float l_272 = reinterpret_cast<float const&>(l_271);
l_mut_92.i_3 = l_272;
const uint32 l_273 = l_259.i_2;
const uint32 l_274 = l_273 << uint32(16);
const float l_275 = reinterpret_cast<float const&>(l_274);
l_mut_92.i_4 = l_275;
const uint32 l_276 = l_259.i_2;
const uint32 l_277 = l_276 & uint32(4294901760);
const float l_278 = reinterpret_cast<float const&>(l_277);
l_mut_92.i_5 = l_278;
const uint32 l_279 = l_259.i_3;
const uint32 l_280 = l_279 << uint32(16);
const float l_281 = reinterpret_cast<float const&>(l_280);
l_mut_92.i_6 = l_281;
const uint32 l_282 = l_259.i_3;
const uint32 l_283 = l_282 & uint32(4294901760);
const float l_284 = reinterpret_cast<float const&>(l_283);
l_mut_92.i_7 = l_284;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_285 = uint32(0) < info.scalars_uint32[2];
const bool l_286 = bool(false) || l_285;
if (l_286) {
const float l_287 = l_mut_67.i_0;
const float l_288 = max(l_mut_93, l_287);
l_mut_93 = l_288;
}
const bool l_289 = uint32(1) < info.scalars_uint32[2];
const bool l_290 = bool(false) || l_289;
if (l_290) {
const float l_291 = l_mut_67.i_1;
const float l_292 = max(l_mut_93, l_291);
l_mut_93 = l_292;
}
const bool l_293 = uint32(2) < info.scalars_uint32[2];
const bool l_294 = bool(false) || l_293;
if (l_294) {
const float l_295 = l_mut_67.i_2;
const float l_296 = max(l_mut_93, l_295);
l_mut_93 = l_296;
}
const bool l_297 = uint32(3) < info.scalars_uint32[2];
const bool l_298 = bool(false) || l_297;
if (l_298) {
const float l_299 = l_mut_67.i_3;
const float l_300 = max(l_mut_93, l_299);
l_mut_93 = l_300;
}
const bool l_301 = uint32(4) < info.scalars_uint32[2];
const bool l_302 = bool(false) || l_301;
if (l_302) {
const float l_303 = l_mut_67.i_4;
const float l_304 = max(l_mut_93, l_303);
l_mut_93 = l_304;
}
const bool l_305 = uint32(5) < info.scalars_uint32[2];
const bool l_306 = bool(false) || l_305;
if (l_306) {
const float l_307 = l_mut_67.i_5;
const float l_308 = max(l_mut_93, l_307);
l_mut_93 = l_308;
}
const bool l_309 = uint32(6) < info.scalars_uint32[2];
const bool l_310 = bool(false) || l_309;
if (l_310) {
const float l_311 = l_mut_67.i_6;
const float l_312 = max(l_mut_93, l_311);
l_mut_93 = l_312;
}
const bool l_313 = uint32(7) < info.scalars_uint32[2];
const bool l_314 = bool(false) || l_313;
if (l_314) {
const float l_315 = l_mut_67.i_7;
const float l_316 = max(l_mut_93, l_315);
l_mut_93 = l_316;
}
const float l_317 = max(l_mut_53, l_mut_93);
l_mut_53 = l_317;
}
}
const uint32 l_318 = uint32(2) * uint32(32);
const uint32 l_319 = l_4 + l_318;
const uint32 l_320 = uint32(0) + l_319;
const bool l_321 = l_319 < l_58;
if (l_321) {
const __nv_bfloat16_8 l_322 = l_arr_13[uint32(2)];
const __nv_bfloat16_8 l_323 = l_arr_14[uint32(2)];
const uint32_4 l_324 = reinterpret_cast<uint32_4 const&>(l_322);
const float_8 l_325 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_325;
const uint32 l_326 = l_324.i_0;
const uint32 l_327 = l_326 << uint32(16);
const float l_328 = reinterpret_cast<float const&>(l_327);
l_mut_92.i_0 = l_328;
const uint32 l_329 = l_324.i_0;
const uint32 l_330 = l_329 & uint32(4294901760);
const float l_331 = reinterpret_cast<float const&>(l_330);
l_mut_92.i_1 = l_331;
const uint32 l_332 = l_324.i_1;
const uint32 l_333 = l_332 << uint32(16);
const float l_334 = reinterpret_cast<float const&>(l_333);
l_mut_92.i_2 = l_334;
const uint32 l_335 = l_324.i_1;
const uint32 l_336 = l_335 & uint32(4294901760);
const float l_337 = reinterpret_cast<float const&>(l_336);
l_mut_92.i_3 = l_337;
const uint32 l_338 = l_324.i_2;
const uint32 l_339 = l_338 << uint32(16);
const float l_340 = reinterpret_cast<float const&>(l_339);
l_mut_92.i_4 = l_340;
const uint32 l_341 = l_324.i_2;
const uint32 l_342 = l_341 & uint32(4294901760);
const float l_343 = reinterpret_cast<float const&>(l_342);
l_mut_92.i_5 = l_343;
const uint32 l_344 = l_324.i_3;
const uint32 l_345 = l_344 << uint32(16);
const float l_346 = reinterpret_cast<float const&>(l_345);
l_mut_92.i_6 = l_346;
const uint32 l_347 = l_324.i_3;
const uint32 l_348 = l_347 & uint32(4294901760);
const float l_349 = reinterpret_cast<float const&>(l_348);
l_mut_92.i_7 = l_349;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_350 = uint32(0) < uint32(8);
const bool l_351 = bool(true) || l_350;
if (l_351) {
const float l_352 = l_mut_67.i_0;
const float l_353 = max(l_mut_93, l_352);
l_mut_93 = l_353;
}
const bool l_354 = uint32(1) < uint32(8);
const bool l_355 = bool(true) || l_354;
if (l_355) {
const float l_356 = l_mut_67.i_1;
const float l_357 = max(l_mut_93, l_356);
l_mut_93 = l_357;
}
const bool l_358 = uint32(2) < uint32(8);
const bool l_359 = bool(true) || l_358;
if (l_359) {
const float l_360 = l_mut_67.i_2;
const float l_361 = max(l_mut_93, l_360);
l_mut_93 = l_361;
}
const bool l_362 = uint32(3) < uint32(8);
const bool l_363 = bool(true) || l_362;
if (l_363) {
const float l_364 = l_mut_67.i_3;
const float l_365 = max(l_mut_93, l_364);
l_mut_93 = l_365;
}
const bool l_366 = uint32(4) < uint32(8);
const bool l_367 = bool(true) || l_366;
if (l_367) {
const float l_368 = l_mut_67.i_4;
const float l_369 = max(l_mut_93, l_368);
l_mut_93 = l_369;
}
const bool l_370 = uint32(5) < uint32(8);
const bool l_371 = bool(true) || l_370;
if (l_371) {
const float l_372 = l_mut_67.i_5;
const float l_373 = max(l_mut_93, l_372);
l_mut_93 = l_373;
}
const bool l_374 = uint32(6) < uint32(8);
const bool l_375 = bool(true) || l_374;
if (l_375) {
const float l_376 = l_mut_67.i_6;
const float l_377 = max(l_mut_93, l_376);
l_mut_93 = l_377;
}
const bool l_378 = uint32(7) < uint32(8);
const bool l_379 = bool(true) || l_378;
if (l_379) {
const float l_380 = l_mut_67.i_7;
const float l_381 = max(l_mut_93, l_380);
l_mut_93 = l_381;
}
const float l_382 = max(l_mut_53, l_mut_93);
l_mut_53 = l_382;
} else {
const uint32 l_383 = l_319 + uint32(1);
const bool l_384 = l_383 == l_20;
if (l_384) {
const __nv_bfloat16_8 l_385 = l_arr_13[uint32(2)];
const __nv_bfloat16_8 l_386 = l_arr_14[uint32(2)];
const uint32_4 l_387 = reinterpret_cast<uint32_4 const&>(l_385);
const float_8 l_388 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_388;
const uint32 l_389 = l_387.i_0;
const uint32 l_390 = l_389 << uint32(16);
const float l_391 = reinterpret_cast<float const&>(l_390);
l_mut_92.i_0 = l_391;
const uint32 l_392 = l_387.i_0;
const uint32 l_393 = l_392 & uint32(4294901760);
const float l_394 = reinterpret_cast<float const&>(l_393);
l_mut_92.i_1 = l_394;
const uint32 l_395 = l_387.i_1;
const uint32 l_396 = l_395 << uint32(16);
const float l_397 = reinterpret_cast<float const&>(l_396);
l_mut_92.i_2 = l_397;
const uint32 l_398 = l_387.i_1;
const uint32 l_399 = l_398 & uint32(4294901760);
const float l_400 = reinterpret_cast<float const&>(l_399);
l_mut_92.i_3 = l_400;
const uint32 l_401 = l_387.i_2;
const uint32 l_402 = l_401 << uint32(16);
const float l_403 = reinterpret_cast<float const&>(l_402);
l_mut_92.i_4 = l_403;
const uint32 l_404 = l_387.i_2;
const uint32 l_405 = l_404 & uint32(4294901760);
const float l_406 = reinterpret_cast<float const&>(l_405);
l_mut_92.i_5 = l_406;
const uint32 l_407 = l_387.i_3;
const uint32 l_408 = l_407 << uint32(16);
const float l_409 = reinterpret_cast<float const&>(l_408);
l_mut_92.i_6 = l_409;
const uint32 l_410 = l_387.i_3;
const uint32 l_411 = l_410 & uint32(4294901760);
const float l_412 = reinterpret_cast<float const&>(l_411);
l_mut_92.i_7 = l_412;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_413 = uint32(0) < info.scalars_uint32[2];
const bool l_414 = bool(false) || l_413;
if (l_414) {
const float l_415 = l_mut_67.i_0;
const float l_416 = max(l_mut_93, l_415);
l_mut_93 = l_416;
}
const bool l_417 = uint32(1) < info.scalars_uint32[2];
const bool l_418 = bool(false) || l_417;
if (l_418) {
const float l_419 = l_mut_67.i_1;
const float l_420 = max(l_mut_93, l_419);
l_mut_93 = l_420;
}
const bool l_421 = uint32(2) < info.scalars_uint32[2];
const bool l_422 = bool(false) || l_421;
if (l_422) {
const float l_423 = l_mut_67.i_2;
const float l_424 = max(l_mut_93, l_423);
l_mut_93 = l_424;
}
const bool l_425 = uint32(3) < info.scalars_uint32[2];
const bool l_426 = bool(false) || l_425;
if (l_426) {
const float l_427 = l_mut_67.i_3;
const float l_428 = max(l_mut_93, l_427);
l_mut_93 = l_428;
}
const bool l_429 = uint32(4) < info.scalars_uint32[2];
const bool l_430 = bool(false) || l_429;
if (l_430) {
const float l_431 = l_mut_67.i_4;
const float l_432 = max(l_mut_93, l_431);
l_mut_93 = l_432;
}
const bool l_433 = uint32(5) < info.scalars_uint32[2];
const bool l_434 = bool(false) || l_433;
if (l_434) {
const float l_435 = l_mut_67.i_5;
const float l_436 = max(l_mut_93, l_435);
l_mut_93 = l_436;
}
const bool l_437 = uint32(6) < info.scalars_uint32[2];
const bool l_438 = bool(false) || l_437;
if (l_438) {
const float l_439 = l_mut_67.i_6;
const float l_440 = max(l_mut_93, l_439);
l_mut_93 = l_440;
}
const bool l_441 = uint32(7) < info.scalars_uint32[2];
const bool l_442 = bool(false) || l_441;
if (l_442) {
const float l_443 = l_mut_67.i_7;
const float l_444 = max(l_mut_93, l_443);
l_mut_93 = l_444;
}
const float l_445 = max(l_mut_53, l_mut_93);
l_mut_53 = l_445;
}
}
const uint32 l_446 = uint32(3) * uint32(32);
const uint32 l_447 = l_4 + l_446;
const uint32 l_448 = uint32(0) + l_447;
const bool l_449 = l_447 < l_58;
if (l_449) {
const __nv_bfloat16_8 l_450 = l_arr_13[uint32(3)];
const __nv_bfloat16_8 l_451 = l_arr_14[uint32(3)];
const uint32_4 l_452 = reinterpret_cast<uint32_4 const&>(l_450);
const float_8 l_453 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_453;
const uint32 l_454 = l_452.i_0;
const uint32 l_455 = l_454 << uint32(16);
const float l_456 = reinterpret_cast<float const&>(l_455);
l_mut_92.i_0 = l_456;
const uint32 l_457 = l_452.i_0;
const uint32 l_458 = l_457 & uint32(4294901760);
const float l_459 = reinterpret_cast<float const&>(l_458);
l_mut_92.i_1 = l_459;
const uint32 l_460 = l_452.i_1;
const uint32 l_461 = l_460 << uint32(16);
const float l_462 = reinterpret_cast<float const&>(l_461);
l_mut_92.i_2 = l_462;
const uint32 l_463 = l_452.i_1;
const uint32 l_464 = l_463 & uint32(4294901760);
const float l_465 = reinterpret_cast<float const&>(l_464);
l_mut_92.i_3 = l_465;
const uint32 l_466 = l_452.i_2;
const uint32 l_467 = l_466 << uint32(16);
const float l_468 = reinterpret_cast<float const&>(l_467);
l_mut_92.i_4 = l_468;
const uint32 l_469 = l_452.i_2;
const uint32 l_470 = l_469 & uint32(4294901760);
const float l_471 = reinterpret_cast<float const&>(l_470);
l_mut_92.i_5 = l_471;
const uint32 l_472 = l_452.i_3;
const uint32 l_473 = l_472 << uint32(16);
const float l_474 = reinterpret_cast<float const&>(l_473);
l_mut_92.i_6 = l_474;
const uint32 l_475 = l_452.i_3;
const uint32 l_476 = l_475 & uint32(4294901760);
const float l_477 = reinterpret_cast<float const&>(l_476);
l_mut_92.i_7 = l_477;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_478 = uint32(0) < uint32(8);
const bool l_479 = bool(true) || l_478;
if (l_479) {
const float l_480 = l_mut_67.i_0;
const float l_481 = max(l_mut_93, l_480);
l_mut_93 = l_481;
}
const bool l_482 = uint32(1) < uint32(8);
const bool l_483 = bool(true) || l_482;
if (l_483) {
const float l_484 = l_mut_67.i_1;
const float l_485 = max(l_mut_93, l_484);
l_mut_93 = l_485;
}
const bool l_486 = uint32(2) < uint32(8);
const bool l_487 = bool(true) || l_486;
if (l_487) {
const float l_488 = l_mut_67.i_2;
const float l_489 = max(l_mut_93, l_488);
l_mut_93 = l_489;
}
const bool l_490 = uint32(3) < uint32(8);
const bool l_491 = bool(true) || l_490;
if (l_491) {
const float l_492 = l_mut_67.i_3;
const float l_493 = max(l_mut_93, l_492);
l_mut_93 = l_493;
}
const bool l_494 = uint32(4) < uint32(8);
const bool l_495 = bool(true) || l_494;
if (l_495) {
const float l_496 = l_mut_67.i_4;
const float l_497 = max(l_mut_93, l_496);
l_mut_93 = l_497;
}
const bool l_498 = uint32(5) < uint32(8);
const bool l_499 = bool(true) || l_498;
if (l_499) {
const float l_500 = l_mut_67.i_5;
const float l_501 = max(l_mut_93, l_500);
l_mut_93 = l_501;
}
const bool l_502 = uint32(6) < uint32(8);
const bool l_503 = bool(true) || l_502;
if (l_503) {
const float l_504 = l_mut_67.i_6;
const float l_505 = max(l_mut_93, l_504);
l_mut_93 = l_505;
}
const bool l_506 = uint32(7) < uint32(8);
const bool l_507 = bool(true) || l_506;
if (l_507) {
const float l_508 = l_mut_67.i_7;
const float l_509 = max(l_mut_93, l_508);
l_mut_93 = l_509;
}
const float l_510 = max(l_mut_53, l_mut_93);
l_mut_53 = l_510;
} else {
const uint32 l_511 = l_447 + uint32(1);
const bool l_512 = l_511 == l_20;
if (l_512) {
const __nv_bfloat16_8 l_513 = l_arr_13[uint32(3)];
const __nv_bfloat16_8 l_514 = l_arr_14[uint32(3)];
const uint32_4 l_515 = reinterpret_cast<uint32_4 const&>(l_513);
const float_8 l_516 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_516;
const uint32 l_517 = l_515.i_0;
const uint32 l_518 = l_517 << uint32(16);
const float l_519 = reinterpret_cast<float const&>(l_518);
l_mut_92.i_0 = l_519;
const uint32 l_520 = l_515.i_0;
const uint32 l_521 = l_520 & uint32(4294901760);
const float l_522 = reinterpret_cast<float const&>(l_521);
l_mut_92.i_1 = l_522;
const uint32 l_523 = l_515.i_1;
const uint32 l_524 = l_523 << uint32(16);
const float l_525 = reinterpret_cast<float const&>(l_524);
l_mut_92.i_2 = l_525;
const uint32 l_526 = l_515.i_1;
const uint32 l_527 = l_526 & uint32(4294901760);
const float l_528 = reinterpret_cast<float const&>(l_527);
l_mut_92.i_3 = l_528;
const uint32 l_529 = l_515.i_2;
const uint32 l_530 = l_529 << uint32(16);
const float l_531 = reinterpret_cast<float const&>(l_530);
l_mut_92.i_4 = l_531;
const uint32 l_532 = l_515.i_2;
const uint32 l_533 = l_532 & uint32(4294901760);
const float l_534 = reinterpret_cast<float const&>(l_533);
l_mut_92.i_5 = l_534;
const uint32 l_535 = l_515.i_3;
const uint32 l_536 = l_535 << uint32(16);
const float l_537 = reinterpret_cast<float const&>(l_536);
l_mut_92.i_6 = l_537;
const uint32 l_538 = l_515.i_3;
const uint32 l_539 = l_538 & uint32(4294901760);
const float l_540 = reinterpret_cast<float const&>(l_539);
l_mut_92.i_7 = l_540;
l_mut_67 = l_mut_92;
l_mut_93 = float(-3.4028234663852886e38);
const bool l_541 = uint32(0) < info.scalars_uint32[2];
const bool l_542 = bool(false) || l_541;
if (l_542) {
const float l_543 = l_mut_67.i_0;
const float l_544 = max(l_mut_93, l_543);
l_mut_93 = l_544;
}
const bool l_545 = uint32(1) < info.scalars_uint32[2];
const bool l_546 = bool(false) || l_545;
if (l_546) {
const float l_547 = l_mut_67.i_1;
const float l_548 = max(l_mut_93, l_547);
l_mut_93 = l_548;
}
const bool l_549 = uint32(2) < info.scalars_uint32[2];
const bool l_550 = bool(false) || l_549;
if (l_550) {
const float l_551 = l_mut_67.i_2;
const float l_552 = max(l_mut_93, l_551);
l_mut_93 = l_552;
}
const bool l_553 = uint32(3) < info.scalars_uint32[2];
const bool l_554 = bool(false) || l_553;
if (l_554) {
const float l_555 = l_mut_67.i_3;
const float l_556 = max(l_mut_93, l_555);
l_mut_93 = l_556;
}
const bool l_557 = uint32(4) < info.scalars_uint32[2];
const bool l_558 = bool(false) || l_557;
if (l_558) {
const float l_559 = l_mut_67.i_4;
const float l_560 = max(l_mut_93, l_559);
l_mut_93 = l_560;
}
const bool l_561 = uint32(5) < info.scalars_uint32[2];
const bool l_562 = bool(false) || l_561;
if (l_562) {
const float l_563 = l_mut_67.i_5;
const float l_564 = max(l_mut_93, l_563);
l_mut_93 = l_564;
}
const bool l_565 = uint32(6) < info.scalars_uint32[2];
const bool l_566 = bool(false) || l_565;
if (l_566) {
const float l_567 = l_mut_67.i_6;
const float l_568 = max(l_mut_93, l_567);
l_mut_93 = l_568;
}
const bool l_569 = uint32(7) < info.scalars_uint32[2];
const bool l_570 = bool(false) || l_569;
if (l_570) {
const float l_571 = l_mut_67.i_7;
const float l_572 = max(l_mut_93, l_571);
l_mut_93 = l_572;
}
const float l_573 = max(l_mut_53, l_mut_93);
l_mut_53 = l_573;
}
}
l_mut_93 = float(0.0);
const bool l_574 = info.scalars_uint32[2] < uint32(8);
const bool l_575 = l_20 > uint32(0);
const bool l_576 = l_574 && l_575;
const uint32 l_577 = (l_576) ? uint32(1) : uint32(0);
const uint32 l_578 = l_20 - l_577;
const uint32 l_579 = uint32(0) * uint32(32);
const uint32 l_580 = l_4 + l_579;
const uint32 l_581 = uint32(0) + l_580;
const bool l_582 = l_580 < l_578;
if (l_582) {
const __nv_bfloat16_8 l_583 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_584 = l_arr_14[uint32(0)];
const uint32_4 l_585 = reinterpret_cast<uint32_4 const&>(l_583);
const float_8 l_586 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_586;
const uint32 l_587 = l_585.i_0;
const uint32 l_588 = l_587 << uint32(16);
const float l_589 = reinterpret_cast<float const&>(l_588);
l_mut_92.i_0 = l_589;
const uint32 l_590 = l_585.i_0;
const uint32 l_591 = l_590 & uint32(4294901760);
const float l_592 = reinterpret_cast<float const&>(l_591);
l_mut_92.i_1 = l_592;
const uint32 l_593 = l_585.i_1;
const uint32 l_594 = l_593 << uint32(16);
const float l_595 = reinterpret_cast<float const&>(l_594);
l_mut_92.i_2 = l_595;
const uint32 l_596 = l_585.i_1;
const uint32 l_597 = l_596 & uint32(4294901760);
const float l_598 = reinterpret_cast<float const&>(l_597);
l_mut_92.i_3 = l_598;
const uint32 l_599 = l_585.i_2;
const uint32 l_600 = l_599 << uint32(16);
const float l_601 = reinterpret_cast<float const&>(l_600);
l_mut_92.i_4 = l_601;
const uint32 l_602 = l_585.i_2;
const uint32 l_603 = l_602 & uint32(4294901760);
const float l_604 = reinterpret_cast<float const&>(l_603);
l_mut_92.i_5 = l_604;
const uint32 l_605 = l_585.i_3;
const uint32 l_606 = l_605 << uint32(16);
const float l_607 = reinterpret_cast<float const&>(l_606);
l_mut_92.i_6 = l_607;
const uint32 l_608 = l_585.i_3;
const uint32 l_609 = l_608 & uint32(4294901760);
const float l_610 = reinterpret_cast<float const&>(l_609);
l_mut_92.i_7 = l_610;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_612 = uint32(0) < uint32(8);
const bool l_613 = bool(true) || l_612;
if (l_613) {
const float l_614 = l_mut_67.i_0;
const float l_615 = l_614 - l_mut_53;
const float l_616 = __expf(l_615);
l_mut_611 = l_mut_611 + l_616;
}
const bool l_617 = uint32(1) < uint32(8);
const bool l_618 = bool(true) || l_617;
if (l_618) {
const float l_619 = l_mut_67.i_1;
const float l_620 = l_619 - l_mut_53;
const float l_621 = __expf(l_620);
l_mut_611 = l_mut_611 + l_621;
}
const bool l_622 = uint32(2) < uint32(8);
const bool l_623 = bool(true) || l_622;
if (l_623) {
const float l_624 = l_mut_67.i_2;
const float l_625 = l_624 - l_mut_53;
const float l_626 = __expf(l_625);
l_mut_611 = l_mut_611 + l_626;
}
const bool l_627 = uint32(3) < uint32(8);
const bool l_628 = bool(true) || l_627;
if (l_628) {
const float l_629 = l_mut_67.i_3;
const float l_630 = l_629 - l_mut_53;
const float l_631 = __expf(l_630);
l_mut_611 = l_mut_611 + l_631;
}
const bool l_632 = uint32(4) < uint32(8);
const bool l_633 = bool(true) || l_632;
if (l_633) {
const float l_634 = l_mut_67.i_4;
const float l_635 = l_634 - l_mut_53;
const float l_636 = __expf(l_635);
l_mut_611 = l_mut_611 + l_636;
}
const bool l_637 = uint32(5) < uint32(8);
const bool l_638 = bool(true) || l_637;
if (l_638) {
const float l_639 = l_mut_67.i_5;
const float l_640 = l_639 - l_mut_53;
const float l_641 = __expf(l_640);
l_mut_611 = l_mut_611 + l_641;
}
const bool l_642 = uint32(6) < uint32(8);
const bool l_643 = bool(true) || l_642;
if (l_643) {
const float l_644 = l_mut_67.i_6;
const float l_645 = l_644 - l_mut_53;
const float l_646 = __expf(l_645);
l_mut_611 = l_mut_611 + l_646;
}
const bool l_647 = uint32(7) < uint32(8);
const bool l_648 = bool(true) || l_647;
if (l_648) {
const float l_649 = l_mut_67.i_7;
const float l_650 = l_649 - l_mut_53;
const float l_651 = __expf(l_650);
l_mut_611 = l_mut_611 + l_651;
}
l_mut_93 = l_mut_93 + l_mut_611;
} else {
const uint32 l_652 = l_580 + uint32(1);
const bool l_653 = l_652 == l_20;
if (l_653) {
const __nv_bfloat16_8 l_654 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_655 = l_arr_14[uint32(0)];
const uint32_4 l_656 = reinterpret_cast<uint32_4 const&>(l_654);
const float_8 l_657 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_657;
const uint32 l_658 = l_656.i_0;
const uint32 l_659 = l_658 << uint32(16);
const float l_660 = reinterpret_cast<float const&>(l_659);
l_mut_92.i_0 = l_660;
const uint32 l_661 = l_656.i_0;
const uint32 l_662 = l_661 & uint32(4294901760);
const float l_663 = reinterpret_cast<float const&>(l_662);
l_mut_92.i_1 = l_663;
const uint32 l_664 = l_656.i_1;
const uint32 l_665 = l_664 << uint32(16);
const float l_666 = reinterpret_cast<float const&>(l_665);
l_mut_92.i_2 = l_666;
const uint32 l_667 = l_656.i_1;
const uint32 l_668 = l_667 & uint32(4294901760);
const float l_669 = reinterpret_cast<float const&>(l_668);
l_mut_92.i_3 = l_669;
const uint32 l_670 = l_656.i_2;
const uint32 l_671 = l_670 << uint32(16);
const float l_672 = reinterpret_cast<float const&>(l_671);
l_mut_92.i_4 = l_672;
const uint32 l_673 = l_656.i_2;
const uint32 l_674 = l_673 & uint32(4294901760);
const float l_675 = reinterpret_cast<float const&>(l_674);
l_mut_92.i_5 = l_675;
const uint32 l_676 = l_656.i_3;
const uint32 l_677 = l_676 << uint32(16);
const float l_678 = reinterpret_cast<float const&>(l_677);
l_mut_92.i_6 = l_678;
const uint32 l_679 = l_656.i_3;
const uint32 l_680 = l_679 & uint32(4294901760);
const float l_681 = reinterpret_cast<float const&>(l_680);
l_mut_92.i_7 = l_681;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_682 = uint32(0) < info.scalars_uint32[2];
const bool l_683 = bool(false) || l_682;
if (l_683) {
const float l_684 = l_mut_67.i_0;
const float l_685 = l_684 - l_mut_53;
const float l_686 = __expf(l_685);
l_mut_611 = l_mut_611 + l_686;
}
const bool l_687 = uint32(1) < info.scalars_uint32[2];
const bool l_688 = bool(false) || l_687;
if (l_688) {
const float l_689 = l_mut_67.i_1;
const float l_690 = l_689 - l_mut_53;
const float l_691 = __expf(l_690);
l_mut_611 = l_mut_611 + l_691;
}
const bool l_692 = uint32(2) < info.scalars_uint32[2];
const bool l_693 = bool(false) || l_692;
if (l_693) {
const float l_694 = l_mut_67.i_2;
const float l_695 = l_694 - l_mut_53;
const float l_696 = __expf(l_695);
l_mut_611 = l_mut_611 + l_696;
}
const bool l_697 = uint32(3) < info.scalars_uint32[2];
const bool l_698 = bool(false) || l_697;
if (l_698) {
const float l_699 = l_mut_67.i_3;
const float l_700 = l_699 - l_mut_53;
const float l_701 = __expf(l_700);
l_mut_611 = l_mut_611 + l_701;
}
const bool l_702 = uint32(4) < info.scalars_uint32[2];
const bool l_703 = bool(false) || l_702;
if (l_703) {
const float l_704 = l_mut_67.i_4;
const float l_705 = l_704 - l_mut_53;
const float l_706 = __expf(l_705);
l_mut_611 = l_mut_611 + l_706;
}
const bool l_707 = uint32(5) < info.scalars_uint32[2];
const bool l_708 = bool(false) || l_707;
if (l_708) {
const float l_709 = l_mut_67.i_5;
const float l_710 = l_709 - l_mut_53;
const float l_711 = __expf(l_710);
l_mut_611 = l_mut_611 + l_711;
}
const bool l_712 = uint32(6) < info.scalars_uint32[2];
const bool l_713 = bool(false) || l_712;
if (l_713) {
const float l_714 = l_mut_67.i_6;
const float l_715 = l_714 - l_mut_53;
const float l_716 = __expf(l_715);
l_mut_611 = l_mut_611 + l_716;
}
const bool l_717 = uint32(7) < info.scalars_uint32[2];
const bool l_718 = bool(false) || l_717;
if (l_718) {
const float l_719 = l_mut_67.i_7;
const float l_720 = l_719 - l_mut_53;
const float l_721 = __expf(l_720);
l_mut_611 = l_mut_611 + l_721;
}
l_mut_93 = l_mut_93 + l_mut_611;
}
}
const uint32 l_722 = uint32(1) * uint32(32);
const uint32 l_723 = l_4 + l_722;
const uint32 l_724 = uint32(0) + l_723;
const bool l_725 = l_723 < l_578;
if (l_725) {
const __nv_bfloat16_8 l_726 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_727 = l_arr_14[uint32(1)];
const uint32_4 l_728 = reinterpret_cast<uint32_4 const&>(l_726);
const float_8 l_729 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_729;
const uint32 l_730 = l_728.i_0;
const uint32 l_731 = l_730 << uint32(16);
const float l_732 = reinterpret_cast<float const&>(l_731);
l_mut_92.i_0 = l_732;
const uint32 l_733 = l_728.i_0;
const uint32 l_734 = l_733 & uint32(4294901760);
const float l_735 = reinterpret_cast<float const&>(l_734);
l_mut_92.i_1 = l_735;
const uint32 l_736 = l_728.i_1;
const uint32 l_737 = l_736 << uint32(16);
const float l_738 = reinterpret_cast<float const&>(l_737);
l_mut_92.i_2 = l_738;
const uint32 l_739 = l_728.i_1;
const uint32 l_740 = l_739 & uint32(4294901760);
const float l_741 = reinterpret_cast<float const&>(l_740);
l_mut_92.i_3 = l_741;
const uint32 l_742 = l_728.i_2;
const uint32 l_743 = l_742 << uint32(16);
const float l_744 = reinterpret_cast<float const&>(l_743);
l_mut_92.i_4 = l_744;
const uint32 l_745 = l_728.i_2;
const uint32 l_746 = l_745 & uint32(4294901760);
const float l_747 = reinterpret_cast<float const&>(l_746);
l_mut_92.i_5 = l_747;
const uint32 l_748 = l_728.i_3;
const uint32 l_749 = l_748 << uint32(16);
const float l_750 = reinterpret_cast<float const&>(l_749);
l_mut_92.i_6 = l_750;
const uint32 l_751 = l_728.i_3;
const uint32 l_752 = l_751 & uint32(4294901760);
const float l_753 = reinterpret_cast<float const&>(l_752);
l_mut_92.i_7 = l_753;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_754 = uint32(0) < uint32(8);
const bool l_755 = bool(true) || l_754;
if (l_755) {
const float l_756 = l_mut_67.i_0;
const float l_757 = l_756 - l_mut_53;
const float l_758 = __expf(l_757);
l_mut_611 = l_mut_611 + l_758;
}
const bool l_759 = uint32(1) < uint32(8);
const bool l_760 = bool(true) || l_759;
if (l_760) {
const float l_761 = l_mut_67.i_1;
const float l_762 = l_761 - l_mut_53;
const float l_763 = __expf(l_762);
l_mut_611 = l_mut_611 + l_763;
}
const bool l_764 = uint32(2) < uint32(8);
const bool l_765 = bool(true) || l_764;
if (l_765) {
const float l_766 = l_mut_67.i_2;
const float l_767 = l_766 - l_mut_53;
const float l_768 = __expf(l_767);
l_mut_611 = l_mut_611 + l_768;
}
const bool l_769 = uint32(3) < uint32(8);
const bool l_770 = bool(true) || l_769;
if (l_770) {
const float l_771 = l_mut_67.i_3;
const float l_772 = l_771 - l_mut_53;
const float l_773 = __expf(l_772);
l_mut_611 = l_mut_611 + l_773;
}
const bool l_774 = uint32(4) < uint32(8);
const bool l_775 = bool(true) || l_774;
if (l_775) {
const float l_776 = l_mut_67.i_4;
const float l_777 = l_776 - l_mut_53;
const float l_778 = __expf(l_777);
l_mut_611 = l_mut_611 + l_778;
}
const bool l_779 = uint32(5) < uint32(8);
const bool l_780 = bool(true) || l_779;
if (l_780) {
const float l_781 = l_mut_67.i_5;
const float l_782 = l_781 - l_mut_53;
const float l_783 = __expf(l_782);
l_mut_611 = l_mut_611 + l_783;
}
const bool l_784 = uint32(6) < uint32(8);
const bool l_785 = bool(true) || l_784;
if (l_785) {
const float l_786 = l_mut_67.i_6;
const float l_787 = l_786 - l_mut_53;
const float l_788 = __expf(l_787);
l_mut_611 = l_mut_611 + l_788;
}
const bool l_789 = uint32(7) < uint32(8);
const bool l_790 = bool(true) || l_789;
if (l_790) {
const float l_791 = l_mut_67.i_7;
const float l_792 = l_791 - l_mut_53;
const float l_793 = __expf(l_792);
l_mut_611 = l_mut_611 + l_793;
}
l_mut_93 = l_mut_93 + l_mut_611;
} else {
const uint32 l_794 = l_723 + uint32(1);
const bool l_795 = l_794 == l_20;
if (l_795) {
const __nv_bfloat16_8 l_796 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_797 = l_arr_14[uint32(1)];
const uint32_4 l_798 = reinterpret_cast<uint32_4 const&>(l_796);
const float_8 l_799 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_799;
const uint32 l_800 = l_798.i_0;
const uint32 l_801 = l_800 << uint32(16);
const float l_802 = reinterpret_cast<float const&>(l_801);
l_mut_92.i_0 = l_802;
const uint32 l_803 = l_798.i_0;
const uint32 l_804 = l_803 & uint32(4294901760);
const float l_805 = reinterpret_cast<float const&>(l_804);
l_mut_92.i_1 = l_805;
const uint32 l_806 = l_798.i_1;
const uint32 l_807 = l_806 << uint32(16);
const float l_808 = reinterpret_cast<float const&>(l_807);
l_mut_92.i_2 = l_808;
const uint32 l_809 = l_798.i_1;
const uint32 l_810 = l_809 & uint32(4294901760);
const float l_811 = reinterpret_cast<float const&>(l_810);
l_mut_92.i_3 = l_811;
const uint32 l_812 = l_798.i_2;
const uint32 l_813 = l_812 << uint32(16);
const float l_814 = reinterpret_cast<float const&>(l_813);
l_mut_92.i_4 = l_814;
const uint32 l_815 = l_798.i_2;
const uint32 l_816 = l_815 & uint32(4294901760);
const float l_817 = reinterpret_cast<float const&>(l_816);
l_mut_92.i_5 = l_817;
const uint32 l_818 = l_798.i_3;
const uint32 l_819 = l_818 << uint32(16);
const float l_820 = reinterpret_cast<float const&>(l_819);
l_mut_92.i_6 = l_820;
const uint32 l_821 = l_798.i_3;
const uint32 l_822 = l_821 & uint32(4294901760);
const float l_823 = reinterpret_cast<float const&>(l_822);
l_mut_92.i_7 = l_823;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_824 = uint32(0) < info.scalars_uint32[2];
const bool l_825 = bool(false) || l_824;
if (l_825) {
const float l_826 = l_mut_67.i_0;
const float l_827 = l_826 - l_mut_53;
const float l_828 = __expf(l_827);
l_mut_611 = l_mut_611 + l_828;
}
const bool l_829 = uint32(1) < info.scalars_uint32[2];
const bool l_830 = bool(false) || l_829;
if (l_830) {
const float l_831 = l_mut_67.i_1;
const float l_832 = l_831 - l_mut_53;
const float l_833 = __expf(l_832);
l_mut_611 = l_mut_611 + l_833;
}
const bool l_834 = uint32(2) < info.scalars_uint32[2];
const bool l_835 = bool(false) || l_834;
if (l_835) {
const float l_836 = l_mut_67.i_2;
const float l_837 = l_836 - l_mut_53;
const float l_838 = __expf(l_837);
l_mut_611 = l_mut_611 + l_838;
}
const bool l_839 = uint32(3) < info.scalars_uint32[2];
const bool l_840 = bool(false) || l_839;
if (l_840) {
const float l_841 = l_mut_67.i_3;
const float l_842 = l_841 - l_mut_53;
const float l_843 = __expf(l_842);
l_mut_611 = l_mut_611 + l_843;
}
const bool l_844 = uint32(4) < info.scalars_uint32[2];
const bool l_845 = bool(false) || l_844;
if (l_845) {
const float l_846 = l_mut_67.i_4;
const float l_847 = l_846 - l_mut_53;
const float l_848 = __expf(l_847);
l_mut_611 = l_mut_611 + l_848;
}
const bool l_849 = uint32(5) < info.scalars_uint32[2];
const bool l_850 = bool(false) || l_849;
if (l_850) {
const float l_851 = l_mut_67.i_5;
const float l_852 = l_851 - l_mut_53;
const float l_853 = __expf(l_852);
l_mut_611 = l_mut_611 + l_853;
}
const bool l_854 = uint32(6) < info.scalars_uint32[2];
const bool l_855 = bool(false) || l_854;
if (l_855) {
const float l_856 = l_mut_67.i_6;
const float l_857 = l_856 - l_mut_53;
const float l_858 = __expf(l_857);
l_mut_611 = l_mut_611 + l_858;
}
const bool l_859 = uint32(7) < info.scalars_uint32[2];
const bool l_860 = bool(false) || l_859;
if (l_860) {
const float l_861 = l_mut_67.i_7;
const float l_862 = l_861 - l_mut_53;
const float l_863 = __expf(l_862);
l_mut_611 = l_mut_611 + l_863;
}
l_mut_93 = l_mut_93 + l_mut_611;
}
}
const uint32 l_864 = uint32(2) * uint32(32);
const uint32 l_865 = l_4 + l_864;
const uint32 l_866 = uint32(0) + l_865;
const bool l_867 = l_865 < l_578;
if (l_867) {
const __nv_bfloat16_8 l_868 = l_arr_13[uint32(2)];
const __nv_bfloat16_8 l_869 = l_arr_14[uint32(2)];
const uint32_4 l_870 = reinterpret_cast<uint32_4 const&>(l_868);
const float_8 l_871 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_871;
const uint32 l_872 = l_870.i_0;
const uint32 l_873 = l_872 << uint32(16);
const float l_874 = reinterpret_cast<float const&>(l_873);
l_mut_92.i_0 = l_874;
const uint32 l_875 = l_870.i_0;
const uint32 l_876 = l_875 & uint32(4294901760);
const float l_877 = reinterpret_cast<float const&>(l_876);
l_mut_92.i_1 = l_877;
const uint32 l_878 = l_870.i_1;
const uint32 l_879 = l_878 << uint32(16);
const float l_880 = reinterpret_cast<float const&>(l_879);
l_mut_92.i_2 = l_880;
const uint32 l_881 = l_870.i_1;
const uint32 l_882 = l_881 & uint32(4294901760);
const float l_883 = reinterpret_cast<float const&>(l_882);
l_mut_92.i_3 = l_883;
const uint32 l_884 = l_870.i_2;
const uint32 l_885 = l_884 << uint32(16);
const float l_886 = reinterpret_cast<float const&>(l_885);
l_mut_92.i_4 = l_886;
const uint32 l_887 = l_870.i_2;
const uint32 l_888 = l_887 & uint32(4294901760);
const float l_889 = reinterpret_cast<float const&>(l_888);
l_mut_92.i_5 = l_889;
const uint32 l_890 = l_870.i_3;
const uint32 l_891 = l_890 << uint32(16);
const float l_892 = reinterpret_cast<float const&>(l_891);
l_mut_92.i_6 = l_892;
const uint32 l_893 = l_870.i_3;
const uint32 l_894 = l_893 & uint32(4294901760);
const float l_895 = reinterpret_cast<float const&>(l_894);
l_mut_92.i_7 = l_895;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_896 = uint32(0) < uint32(8);
const bool l_897 = bool(true) || l_896;
if (l_897) {
const float l_898 = l_mut_67.i_0;
const float l_899 = l_898 - l_mut_53;
const float l_900 = __expf(l_899);
l_mut_611 = l_mut_611 + l_900;
}
const bool l_901 = uint32(1) < uint32(8);
const bool l_902 = bool(true) || l_901;
if (l_902) {
const float l_903 = l_mut_67.i_1;
const float l_904 = l_903 - l_mut_53;
const float l_905 = __expf(l_904);
l_mut_611 = l_mut_611 + l_905;
}
const bool l_906 = uint32(2) < uint32(8);
const bool l_907 = bool(true) || l_906;
if (l_907) {
const float l_908 = l_mut_67.i_2;
const float l_909 = l_908 - l_mut_53;
const float l_910 = __expf(l_909);
l_mut_611 = l_mut_611 + l_910;
}
const bool l_911 = uint32(3) < uint32(8);
const bool l_912 = bool(true) || l_911;
if (l_912) {
const float l_913 = l_mut_67.i_3;
const float l_914 = l_913 - l_mut_53;
const float l_915 = __expf(l_914);
l_mut_611 = l_mut_611 + l_915;
}
const bool l_916 = uint32(4) < uint32(8);
const bool l_917 = bool(true) || l_916;
if (l_917) {
const float l_918 = l_mut_67.i_4;
const float l_919 = l_918 - l_mut_53;
const float l_920 = __expf(l_919);
l_mut_611 = l_mut_611 + l_920;
}
const bool l_921 = uint32(5) < uint32(8);
const bool l_922 = bool(true) || l_921;
if (l_922) {
const float l_923 = l_mut_67.i_5;
const float l_924 = l_923 - l_mut_53;
const float l_925 = __expf(l_924);
l_mut_611 = l_mut_611 + l_925;
}
const bool l_926 = uint32(6) < uint32(8);
const bool l_927 = bool(true) || l_926;
if (l_927) {
const float l_928 = l_mut_67.i_6;
const float l_929 = l_928 - l_mut_53;
const float l_930 = __expf(l_929);
l_mut_611 = l_mut_611 + l_930;
}
const bool l_931 = uint32(7) < uint32(8);
const bool l_932 = bool(true) || l_931;
if (l_932) {
const float l_933 = l_mut_67.i_7;
const float l_934 = l_933 - l_mut_53;
const float l_935 = __expf(l_934);
l_mut_611 = l_mut_611 + l_935;
}
l_mut_93 = l_mut_93 + l_mut_611;
} else {
const uint32 l_936 = l_865 + uint32(1);
const bool l_937 = l_936 == l_20;
if (l_937) {
const __nv_bfloat16_8 l_938 = l_arr_13[uint32(2)];
const __nv_bfloat16_8 l_939 = l_arr_14[uint32(2)];
const uint32_4 l_940 = reinterpret_cast<uint32_4 const&>(l_938);
const float_8 l_941 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_941;
const uint32 l_942 = l_940.i_0;
const uint32 l_943 = l_942 << uint32(16);
const float l_944 = reinterpret_cast<float const&>(l_943);
l_mut_92.i_0 = l_944;
const uint32 l_945 = l_940.i_0;
const uint32 l_946 = l_945 & uint32(4294901760);
const float l_947 = reinterpret_cast<float const&>(l_946);
l_mut_92.i_1 = l_947;
const uint32 l_948 = l_940.i_1;
const uint32 l_949 = l_948 << uint32(16);
const float l_950 = reinterpret_cast<float const&>(l_949);
l_mut_92.i_2 = l_950;
const uint32 l_951 = l_940.i_1;
const uint32 l_952 = l_951 & uint32(4294901760);
const float l_953 = reinterpret_cast<float const&>(l_952);
l_mut_92.i_3 = l_953;
const uint32 l_954 = l_940.i_2;
const uint32 l_955 = l_954 << uint32(16);
const float l_956 = reinterpret_cast<float const&>(l_955);
l_mut_92.i_4 = l_956;
const uint32 l_957 = l_940.i_2;
const uint32 l_958 = l_957 & uint32(4294901760);
const float l_959 = reinterpret_cast<float const&>(l_958);
l_mut_92.i_5 = l_959;
const uint32 l_960 = l_940.i_3;
const uint32 l_961 = l_960 << uint32(16);
const float l_962 = reinterpret_cast<float const&>(l_961);
l_mut_92.i_6 = l_962;
const uint32 l_963 = l_940.i_3;
const uint32 l_964 = l_963 & uint32(4294901760);
const float l_965 = reinterpret_cast<float const&>(l_964);
l_mut_92.i_7 = l_965;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_966 = uint32(0) < info.scalars_uint32[2];
const bool l_967 = bool(false) || l_966;
if (l_967) {
const float l_968 = l_mut_67.i_0;
const float l_969 = l_968 - l_mut_53;
const float l_970 = __expf(l_969);
l_mut_611 = l_mut_611 + l_970;
}
const bool l_971 = uint32(1) < info.scalars_uint32[2];
const bool l_972 = bool(false) || l_971;
if (l_972) {
const float l_973 = l_mut_67.i_1;
const float l_974 = l_973 - l_mut_53;
const float l_975 = __expf(l_974);
l_mut_611 = l_mut_611 + l_975;
}
const bool l_976 = uint32(2) < info.scalars_uint32[2];
const bool l_977 = bool(false) || l_976;
if (l_977) {
const float l_978 = l_mut_67.i_2;
const float l_979 = l_978 - l_mut_53;
const float l_980 = __expf(l_979);
l_mut_611 = l_mut_611 + l_980;
}
const bool l_981 = uint32(3) < info.scalars_uint32[2];
const bool l_982 = bool(false) || l_981;
if (l_982) {
const float l_983 = l_mut_67.i_3;
const float l_984 = l_983 - l_mut_53;
const float l_985 = __expf(l_984);
l_mut_611 = l_mut_611 + l_985;
}
const bool l_986 = uint32(4) < info.scalars_uint32[2];
const bool l_987 = bool(false) || l_986;
if (l_987) {
const float l_988 = l_mut_67.i_4;
const float l_989 = l_988 - l_mut_53;
const float l_990 = __expf(l_989);
l_mut_611 = l_mut_611 + l_990;
}
const bool l_991 = uint32(5) < info.scalars_uint32[2];
const bool l_992 = bool(false) || l_991;
if (l_992) {
const float l_993 = l_mut_67.i_5;
const float l_994 = l_993 - l_mut_53;
const float l_995 = __expf(l_994);
l_mut_611 = l_mut_611 + l_995;
}
const bool l_996 = uint32(6) < info.scalars_uint32[2];
const bool l_997 = bool(false) || l_996;
if (l_997) {
const float l_998 = l_mut_67.i_6;
const float l_999 = l_998 - l_mut_53;
const float l_1000 = __expf(l_999);
l_mut_611 = l_mut_611 + l_1000;
}
const bool l_1001 = uint32(7) < info.scalars_uint32[2];
const bool l_1002 = bool(false) || l_1001;
if (l_1002) {
const float l_1003 = l_mut_67.i_7;
const float l_1004 = l_1003 - l_mut_53;
const float l_1005 = __expf(l_1004);
l_mut_611 = l_mut_611 + l_1005;
}
l_mut_93 = l_mut_93 + l_mut_611;
}
}
const uint32 l_1006 = uint32(3) * uint32(32);
const uint32 l_1007 = l_4 + l_1006;
const uint32 l_1008 = uint32(0) + l_1007;
const bool l_1009 = l_1007 < l_578;
if (l_1009) {
const __nv_bfloat16_8 l_1010 = l_arr_13[uint32(3)];
const __nv_bfloat16_8 l_1011 = l_arr_14[uint32(3)];
const uint32_4 l_1012 = reinterpret_cast<uint32_4 const&>(l_1010);
const float_8 l_1013 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1013;
const uint32 l_1014 = l_1012.i_0;
const uint32 l_1015 = l_1014 << uint32(16);
const float l_1016 = reinterpret_cast<float const&>(l_1015);
l_mut_92.i_0 = l_1016;
const uint32 l_1017 = l_1012.i_0;
const uint32 l_1018 = l_1017 & uint32(4294901760);
const float l_1019 = reinterpret_cast<float const&>(l_1018);
l_mut_92.i_1 = l_1019;
const uint32 l_1020 = l_1012.i_1;
const uint32 l_1021 = l_1020 << uint32(16);
const float l_1022 = reinterpret_cast<float const&>(l_1021);
l_mut_92.i_2 = l_1022;
const uint32 l_1023 = l_1012.i_1;
const uint32 l_1024 = l_1023 & uint32(4294901760);
const float l_1025 = reinterpret_cast<float const&>(l_1024);
l_mut_92.i_3 = l_1025;
const uint32 l_1026 = l_1012.i_2;
const uint32 l_1027 = l_1026 << uint32(16);
const float l_1028 = reinterpret_cast<float const&>(l_1027);
l_mut_92.i_4 = l_1028;
const uint32 l_1029 = l_1012.i_2;
const uint32 l_1030 = l_1029 & uint32(4294901760);
const float l_1031 = reinterpret_cast<float const&>(l_1030);
l_mut_92.i_5 = l_1031;
const uint32 l_1032 = l_1012.i_3;
const uint32 l_1033 = l_1032 << uint32(16);
const float l_1034 = reinterpret_cast<float const&>(l_1033);
l_mut_92.i_6 = l_1034;
const uint32 l_1035 = l_1012.i_3;
const uint32 l_1036 = l_1035 & uint32(4294901760);
const float l_1037 = reinterpret_cast<float const&>(l_1036);
l_mut_92.i_7 = l_1037;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_1038 = uint32(0) < uint32(8);
const bool l_1039 = bool(true) || l_1038;
if (l_1039) {
const float l_1040 = l_mut_67.i_0;
const float l_1041 = l_1040 - l_mut_53;
const float l_1042 = __expf(l_1041);
l_mut_611 = l_mut_611 + l_1042;
}
const bool l_1043 = uint32(1) < uint32(8);
const bool l_1044 = bool(true) || l_1043;
if (l_1044) {
const float l_1045 = l_mut_67.i_1;
const float l_1046 = l_1045 - l_mut_53;
const float l_1047 = __expf(l_1046);
l_mut_611 = l_mut_611 + l_1047;
}
const bool l_1048 = uint32(2) < uint32(8);
const bool l_1049 = bool(true) || l_1048;
if (l_1049) {
const float l_1050 = l_mut_67.i_2;
const float l_1051 = l_1050 - l_mut_53;
const float l_1052 = __expf(l_1051);
l_mut_611 = l_mut_611 + l_1052;
}
const bool l_1053 = uint32(3) < uint32(8);
const bool l_1054 = bool(true) || l_1053;
if (l_1054) {
const float l_1055 = l_mut_67.i_3;
const float l_1056 = l_1055 - l_mut_53;
const float l_1057 = __expf(l_1056);
l_mut_611 = l_mut_611 + l_1057;
}
const bool l_1058 = uint32(4) < uint32(8);
const bool l_1059 = bool(true) || l_1058;
if (l_1059) {
const float l_1060 = l_mut_67.i_4;
const float l_1061 = l_1060 - l_mut_53;
const float l_1062 = __expf(l_1061);
l_mut_611 = l_mut_611 + l_1062;
}
const bool l_1063 = uint32(5) < uint32(8);
const bool l_1064 = bool(true) || l_1063;
if (l_1064) {
const float l_1065 = l_mut_67.i_5;
const float l_1066 = l_1065 - l_mut_53;
const float l_1067 = __expf(l_1066);
l_mut_611 = l_mut_611 + l_1067;
}
const bool l_1068 = uint32(6) < uint32(8);
const bool l_1069 = bool(true) || l_1068;
if (l_1069) {
const float l_1070 = l_mut_67.i_6;
const float l_1071 = l_1070 - l_mut_53;
const float l_1072 = __expf(l_1071);
l_mut_611 = l_mut_611 + l_1072;
}
const bool l_1073 = uint32(7) < uint32(8);
const bool l_1074 = bool(true) || l_1073;
if (l_1074) {
const float l_1075 = l_mut_67.i_7;
const float l_1076 = l_1075 - l_mut_53;
const float l_1077 = __expf(l_1076);
l_mut_611 = l_mut_611 + l_1077;
}
l_mut_93 = l_mut_93 + l_mut_611;
} else {
const uint32 l_1078 = l_1007 + uint32(1);
const bool l_1079 = l_1078 == l_20;
if (l_1079) {
const __nv_bfloat16_8 l_1080 = l_arr_13[uint32(3)];
const __nv_bfloat16_8 l_1081 = l_arr_14[uint32(3)];
const uint32_4 l_1082 = reinterpret_cast<uint32_4 const&>(l_1080);
const float_8 l_1083 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1083;
const uint32 l_1084 = l_1082.i_0;
const uint32 l_1085 = l_1084 << uint32(16);
const float l_1086 = reinterpret_cast<float const&>(l_1085);
l_mut_92.i_0 = l_1086;
const uint32 l_1087 = l_1082.i_0;
const uint32 l_1088 = l_1087 & uint32(4294901760);
const float l_1089 = reinterpret_cast<float const&>(l_1088);
l_mut_92.i_1 = l_1089;
const uint32 l_1090 = l_1082.i_1;
const uint32 l_1091 = l_1090 << uint32(16);
const float l_1092 = reinterpret_cast<float const&>(l_1091);
l_mut_92.i_2 = l_1092;
const uint32 l_1093 = l_1082.i_1;
const uint32 l_1094 = l_1093 & uint32(4294901760);
const float l_1095 = reinterpret_cast<float const&>(l_1094);
l_mut_92.i_3 = l_1095;
const uint32 l_1096 = l_1082.i_2;
const uint32 l_1097 = l_1096 << uint32(16);
const float l_1098 = reinterpret_cast<float const&>(l_1097);
l_mut_92.i_4 = l_1098;
const uint32 l_1099 = l_1082.i_2;
const uint32 l_1100 = l_1099 & uint32(4294901760);
const float l_1101 = reinterpret_cast<float const&>(l_1100);
l_mut_92.i_5 = l_1101;
const uint32 l_1102 = l_1082.i_3;
const uint32 l_1103 = l_1102 << uint32(16);
const float l_1104 = reinterpret_cast<float const&>(l_1103);
l_mut_92.i_6 = l_1104;
const uint32 l_1105 = l_1082.i_3;
const uint32 l_1106 = l_1105 & uint32(4294901760);
const float l_1107 = reinterpret_cast<float const&>(l_1106);
l_mut_92.i_7 = l_1107;
l_mut_67 = l_mut_92;
l_mut_611 = float(0.0);
const bool l_1108 = uint32(0) < info.scalars_uint32[2];
const bool l_1109 = bool(false) || l_1108;
if (l_1109) {
const float l_1110 = l_mut_67.i_0;
const float l_1111 = l_1110 - l_mut_53;
const float l_1112 = __expf(l_1111);
l_mut_611 = l_mut_611 + l_1112;
}
const bool l_1113 = uint32(1) < info.scalars_uint32[2];
const bool l_1114 = bool(false) || l_1113;
if (l_1114) {
const float l_1115 = l_mut_67.i_1;
const float l_1116 = l_1115 - l_mut_53;
const float l_1117 = __expf(l_1116);
l_mut_611 = l_mut_611 + l_1117;
}
const bool l_1118 = uint32(2) < info.scalars_uint32[2];
const bool l_1119 = bool(false) || l_1118;
if (l_1119) {
const float l_1120 = l_mut_67.i_2;
const float l_1121 = l_1120 - l_mut_53;
const float l_1122 = __expf(l_1121);
l_mut_611 = l_mut_611 + l_1122;
}
const bool l_1123 = uint32(3) < info.scalars_uint32[2];
const bool l_1124 = bool(false) || l_1123;
if (l_1124) {
const float l_1125 = l_mut_67.i_3;
const float l_1126 = l_1125 - l_mut_53;
const float l_1127 = __expf(l_1126);
l_mut_611 = l_mut_611 + l_1127;
}
const bool l_1128 = uint32(4) < info.scalars_uint32[2];
const bool l_1129 = bool(false) || l_1128;
if (l_1129) {
const float l_1130 = l_mut_67.i_4;
const float l_1131 = l_1130 - l_mut_53;
const float l_1132 = __expf(l_1131);
l_mut_611 = l_mut_611 + l_1132;
}
const bool l_1133 = uint32(5) < info.scalars_uint32[2];
const bool l_1134 = bool(false) || l_1133;
if (l_1134) {
const float l_1135 = l_mut_67.i_5;
const float l_1136 = l_1135 - l_mut_53;
const float l_1137 = __expf(l_1136);
l_mut_611 = l_mut_611 + l_1137;
}
const bool l_1138 = uint32(6) < info.scalars_uint32[2];
const bool l_1139 = bool(false) || l_1138;
if (l_1139) {
const float l_1140 = l_mut_67.i_6;
const float l_1141 = l_1140 - l_mut_53;
const float l_1142 = __expf(l_1141);
l_mut_611 = l_mut_611 + l_1142;
}
const bool l_1143 = uint32(7) < info.scalars_uint32[2];
const bool l_1144 = bool(false) || l_1143;
if (l_1144) {
const float l_1145 = l_mut_67.i_7;
const float l_1146 = l_1145 - l_mut_53;
const float l_1147 = __expf(l_1146);
l_mut_611 = l_mut_611 + l_1147;
}
l_mut_93 = l_mut_93 + l_mut_611;
}
}
l_mut_611 = l_mut_53;
l_mut_27 = uint32(1);
const float l_1148 = { __shfl_xor_sync(-1, l_mut_611, l_mut_27) };
const float l_1149 = max(l_mut_611, l_1148);
l_mut_611 = l_1149;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1150 = { __shfl_xor_sync(-1, l_mut_611, l_mut_27) };
const float l_1151 = max(l_mut_611, l_1150);
l_mut_611 = l_1151;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1152 = { __shfl_xor_sync(-1, l_mut_611, l_mut_27) };
const float l_1153 = max(l_mut_611, l_1152);
l_mut_611 = l_1153;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1154 = { __shfl_xor_sync(-1, l_mut_611, l_mut_27) };
const float l_1155 = max(l_mut_611, l_1154);
l_mut_611 = l_1155;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1156 = { __shfl_xor_sync(-1, l_mut_611, l_mut_27) };
const float l_1157 = max(l_mut_611, l_1156);
l_mut_611 = l_1157;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1158 = l_mut_53 - l_mut_611;
const float l_1159 = __expf(l_1158);
const float l_1160 = l_mut_93 * l_1159;
l_mut_1161 = l_1160;
l_mut_27 = uint32(1);
const float l_1162 = { __shfl_xor_sync(-1, l_mut_1161, l_mut_27) };
l_mut_1161 = l_mut_1161 + l_1162;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1163 = { __shfl_xor_sync(-1, l_mut_1161, l_mut_27) };
l_mut_1161 = l_mut_1161 + l_1163;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1164 = { __shfl_xor_sync(-1, l_mut_1161, l_mut_27) };
l_mut_1161 = l_mut_1161 + l_1164;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1165 = { __shfl_xor_sync(-1, l_mut_1161, l_mut_27) };
l_mut_1161 = l_mut_1161 + l_1165;
l_mut_27 = l_mut_27 * uint32(2);
const float l_1166 = { __shfl_xor_sync(-1, l_mut_1161, l_mut_27) };
l_mut_1161 = l_mut_1161 + l_1166;
l_mut_27 = l_mut_27 * uint32(2);
const bool l_1167 = l_mut_1161 == float(0.0);
const float l_1168 = float(1.0) / l_mut_1161;
const float l_1169 = (l_1167) ? float(0.0) : l_1168;
const float l_1170 = __logf(l_mut_1161);
const float l_1171 = (l_1167) ? float(0.0) : l_1170;
const uint32 l_1172 = l_18 * info.scalars_uint32[12];
const uint32 l_1173 = uint32(0) * uint32(32);
const uint32 l_1174 = l_4 + l_1173;
const bool l_1175 = l_1174 < l_20;
if (l_1175) {
const __nv_bfloat16_8 l_1176 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_1177 = l_arr_14[uint32(0)];
const uint32 l_1178 = uint32(0) + l_1174;
const uint32_4 l_1179 = reinterpret_cast<uint32_4 const&>(l_1176);
const float_8 l_1180 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1180;
const uint32 l_1181 = l_1179.i_0;
const uint32 l_1182 = l_1181 << uint32(16);
const float l_1183 = reinterpret_cast<float const&>(l_1182);
l_mut_92.i_0 = l_1183;
const uint32 l_1184 = l_1179.i_0;
const uint32 l_1185 = l_1184 & uint32(4294901760);
const float l_1186 = reinterpret_cast<float const&>(l_1185);
l_mut_92.i_1 = l_1186;
const uint32 l_1187 = l_1179.i_1;
const uint32 l_1188 = l_1187 << uint32(16);
const float l_1189 = reinterpret_cast<float const&>(l_1188);
l_mut_92.i_2 = l_1189;
const uint32 l_1190 = l_1179.i_1;
const uint32 l_1191 = l_1190 & uint32(4294901760);
const float l_1192 = reinterpret_cast<float const&>(l_1191);
l_mut_92.i_3 = l_1192;
const uint32 l_1193 = l_1179.i_2;
const uint32 l_1194 = l_1193 << uint32(16);
const float l_1195 = reinterpret_cast<float const&>(l_1194);
l_mut_92.i_4 = l_1195;
const uint32 l_1196 = l_1179.i_2;
const uint32 l_1197 = l_1196 & uint32(4294901760);
const float l_1198 = reinterpret_cast<float const&>(l_1197);
l_mut_92.i_5 = l_1198;
const uint32 l_1199 = l_1179.i_3;
const uint32 l_1200 = l_1199 << uint32(16);
const float l_1201 = reinterpret_cast<float const&>(l_1200);
l_mut_92.i_6 = l_1201;
const uint32 l_1202 = l_1179.i_3;
const uint32 l_1203 = l_1202 & uint32(4294901760);
const float l_1204 = reinterpret_cast<float const&>(l_1203);
l_mut_92.i_7 = l_1204;
l_mut_67 = l_mut_92;
const uint32 l_1205 = l_1172 + l_1174;
const float_8 l_1206 = float_8{
l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,};
const float_8 l_1207 = float_8{
l_mut_67.i_0 - l_1206.i_0, l_mut_67.i_1 - l_1206.i_1, l_mut_67.i_2 - l_1206.i_2, l_mut_67.i_3 - l_1206.i_3, l_mut_67.i_4 - l_1206.i_4, l_mut_67.i_5 - l_1206.i_5, l_mut_67.i_6 - l_1206.i_6, l_mut_67.i_7 - l_1206.i_7, };
const float_8 l_1208 = float_8{
__expf(l_1207.i_0),__expf(l_1207.i_1),__expf(l_1207.i_2),__expf(l_1207.i_3),__expf(l_1207.i_4),__expf(l_1207.i_5),__expf(l_1207.i_6),__expf(l_1207.i_7),};
const float_8 l_1209 = float_8{
l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,};
const float_8 l_1210 = float_8{
l_1208.i_0 * l_1209.i_0, l_1208.i_1 * l_1209.i_1, l_1208.i_2 * l_1209.i_2, l_1208.i_3 * l_1209.i_3, l_1208.i_4 * l_1209.i_4, l_1208.i_5 * l_1209.i_5, l_1208.i_6 * l_1209.i_6, l_1208.i_7 * l_1209.i_7, };
const __nv_bfloat16_8 l_1211 = __nv_bfloat16_8{
__nv_bfloat16(l_1210.i_0),__nv_bfloat16(l_1210.i_1),__nv_bfloat16(l_1210.i_2),__nv_bfloat16(l_1210.i_3),__nv_bfloat16(l_1210.i_4),__nv_bfloat16(l_1210.i_5),__nv_bfloat16(l_1210.i_6),__nv_bfloat16(l_1210.i_7),};
buffer_2[l_1205] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1211);
}
const uint32 l_1212 = uint32(1) * uint32(32);
const uint32 l_1213 = l_4 + l_1212;
const bool l_1214 = l_1213 < l_20;
if (l_1214) {
const __nv_bfloat16_8 l_1215 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_1216 = l_arr_14[uint32(1)];
const uint32 l_1217 = uint32(0) + l_1213;
const uint32_4 l_1218 = reinterpret_cast<uint32_4 const&>(l_1215);
const float_8 l_1219 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1219;
const uint32 l_1220 = l_1218.i_0;
const uint32 l_1221 = l_1220 << uint32(16);
const float l_1222 = reinterpret_cast<float const&>(l_1221);
l_mut_92.i_0 = l_1222;
const uint32 l_1223 = l_1218.i_0;
const uint32 l_1224 = l_1223 & uint32(4294901760);
const float l_1225 = reinterpret_cast<float const&>(l_1224);
l_mut_92.i_1 = l_1225;
const uint32 l_1226 = l_1218.i_1;
const uint32 l_1227 = l_1226 << uint32(16);
const float l_1228 = reinterpret_cast<float const&>(l_1227);
l_mut_92.i_2 = l_1228;
const uint32 l_1229 = l_1218.i_1;
const uint32 l_1230 = l_1229 & uint32(4294901760);
const float l_1231 = reinterpret_cast<float const&>(l_1230);
l_mut_92.i_3 = l_1231;
const uint32 l_1232 = l_1218.i_2;
const uint32 l_1233 = l_1232 << uint32(16);
const float l_1234 = reinterpret_cast<float const&>(l_1233);
l_mut_92.i_4 = l_1234;
const uint32 l_1235 = l_1218.i_2;
const uint32 l_1236 = l_1235 & uint32(4294901760);
const float l_1237 = reinterpret_cast<float const&>(l_1236);
l_mut_92.i_5 = l_1237;
const uint32 l_1238 = l_1218.i_3;
const uint32 l_1239 = l_1238 << uint32(16);
const float l_1240 = reinterpret_cast<float const&>(l_1239);
l_mut_92.i_6 = l_1240;
const uint32 l_1241 = l_1218.i_3;
const uint32 l_1242 = l_1241 & uint32(4294901760);
const float l_1243 = reinterpret_cast<float const&>(l_1242);
l_mut_92.i_7 = l_1243;
l_mut_67 = l_mut_92;
const uint32 l_1244 = l_1172 + l_1213;
const float_8 l_1245 = float_8{
l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,};
const float_8 l_1246 = float_8{
l_mut_67.i_0 - l_1245.i_0, l_mut_67.i_1 - l_1245.i_1, l_mut_67.i_2 - l_1245.i_2, l_mut_67.i_3 - l_1245.i_3, l_mut_67.i_4 - l_1245.i_4, l_mut_67.i_5 - l_1245.i_5, l_mut_67.i_6 - l_1245.i_6, l_mut_67.i_7 - l_1245.i_7, };
const float_8 l_1247 = float_8{
__expf(l_1246.i_0),__expf(l_1246.i_1),__expf(l_1246.i_2),__expf(l_1246.i_3),__expf(l_1246.i_4),__expf(l_1246.i_5),__expf(l_1246.i_6),__expf(l_1246.i_7),};
const float_8 l_1248 = float_8{
l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,};
const float_8 l_1249 = float_8{
l_1247.i_0 * l_1248.i_0, l_1247.i_1 * l_1248.i_1, l_1247.i_2 * l_1248.i_2, l_1247.i_3 * l_1248.i_3, l_1247.i_4 * l_1248.i_4, l_1247.i_5 * l_1248.i_5, l_1247.i_6 * l_1248.i_6, l_1247.i_7 * l_1248.i_7, };
const __nv_bfloat16_8 l_1250 = __nv_bfloat16_8{
__nv_bfloat16(l_1249.i_0),__nv_bfloat16(l_1249.i_1),__nv_bfloat16(l_1249.i_2),__nv_bfloat16(l_1249.i_3),__nv_bfloat16(l_1249.i_4),__nv_bfloat16(l_1249.i_5),__nv_bfloat16(l_1249.i_6),__nv_bfloat16(l_1249.i_7),};
buffer_2[l_1244] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1250);
}
const uint32 l_1251 = uint32(2) * uint32(32);
const uint32 l_1252 = l_4 + l_1251;
const bool l_1253 = l_1252 < l_20;
if (l_1253) {
const __nv_bfloat16_8 l_1254 = l_arr_13[uint32(2)];
const __nv_bfloat16_8 l_1255 = l_arr_14[uint32(2)];
const uint32 l_1256 = uint32(0) + l_1252;
const uint32_4 l_1257 = reinterpret_cast<uint32_4 const&>(l_1254);
const float_8 l_1258 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1258;
const uint32 l_1259 = l_1257.i_0;
const uint32 l_1260 = l_1259 << uint32(16);
const float l_1261 = reinterpret_cast<float const&>(l_1260);
l_mut_92.i_0 = l_1261;
const uint32 l_1262 = l_1257.i_0;
const uint32 l_1263 = l_1262 & uint32(4294901760);
const float l_1264 = reinterpret_cast<float const&>(l_1263);
l_mut_92.i_1 = l_1264;
const uint32 l_1265 = l_1257.i_1;
const uint32 l_1266 = l_1265 << uint32(16);
const float l_1267 = reinterpret_cast<float const&>(l_1266);
l_mut_92.i_2 = l_1267;
const uint32 l_1268 = l_1257.i_1;
const uint32 l_1269 = l_1268 & uint32(4294901760);
const float l_1270 = reinterpret_cast<float const&>(l_1269);
l_mut_92.i_3 = l_1270;
const uint32 l_1271 = l_1257.i_2;
const uint32 l_1272 = l_1271 << uint32(16);
const float l_1273 = reinterpret_cast<float const&>(l_1272);
l_mut_92.i_4 = l_1273;
const uint32 l_1274 = l_1257.i_2;
const uint32 l_1275 = l_1274 & uint32(4294901760);
const float l_1276 = reinterpret_cast<float const&>(l_1275);
l_mut_92.i_5 = l_1276;
const uint32 l_1277 = l_1257.i_3;
const uint32 l_1278 = l_1277 << uint32(16);
const float l_1279 = reinterpret_cast<float const&>(l_1278);
l_mut_92.i_6 = l_1279;
const uint32 l_1280 = l_1257.i_3;
const uint32 l_1281 = l_1280 & uint32(4294901760);
const float l_1282 = reinterpret_cast<float const&>(l_1281);
l_mut_92.i_7 = l_1282;
l_mut_67 = l_mut_92;
const uint32 l_1283 = l_1172 + l_1252;
const float_8 l_1284 = float_8{
l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,};
const float_8 l_1285 = float_8{
l_mut_67.i_0 - l_1284.i_0, l_mut_67.i_1 - l_1284.i_1, l_mut_67.i_2 - l_1284.i_2, l_mut_67.i_3 - l_1284.i_3, l_mut_67.i_4 - l_1284.i_4, l_mut_67.i_5 - l_1284.i_5, l_mut_67.i_6 - l_1284.i_6, l_mut_67.i_7 - l_1284.i_7, };
const float_8 l_1286 = float_8{
__expf(l_1285.i_0),__expf(l_1285.i_1),__expf(l_1285.i_2),__expf(l_1285.i_3),__expf(l_1285.i_4),__expf(l_1285.i_5),__expf(l_1285.i_6),__expf(l_1285.i_7),};
const float_8 l_1287 = float_8{
l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,};
const float_8 l_1288 = float_8{
l_1286.i_0 * l_1287.i_0, l_1286.i_1 * l_1287.i_1, l_1286.i_2 * l_1287.i_2, l_1286.i_3 * l_1287.i_3, l_1286.i_4 * l_1287.i_4, l_1286.i_5 * l_1287.i_5, l_1286.i_6 * l_1287.i_6, l_1286.i_7 * l_1287.i_7, };
const __nv_bfloat16_8 l_1289 = __nv_bfloat16_8{
__nv_bfloat16(l_1288.i_0),__nv_bfloat16(l_1288.i_1),__nv_bfloat16(l_1288.i_2),__nv_bfloat16(l_1288.i_3),__nv_bfloat16(l_1288.i_4),__nv_bfloat16(l_1288.i_5),__nv_bfloat16(l_1288.i_6),__nv_bfloat16(l_1288.i_7),};
buffer_2[l_1283] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1289);
}
const uint32 l_1290 = uint32(3) * uint32(32);
const uint32 l_1291 = l_4 + l_1290;
const bool l_1292 = l_1291 < l_20;
if (l_1292) {
const __nv_bfloat16_8 l_1293 = l_arr_13[uint32(3)];
const __nv_bfloat16_8 l_1294 = l_arr_14[uint32(3)];
const uint32 l_1295 = uint32(0) + l_1291;
const uint32_4 l_1296 = reinterpret_cast<uint32_4 const&>(l_1293);
const float_8 l_1297 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_92 = l_1297;
const uint32 l_1298 = l_1296.i_0;
const uint32 l_1299 = l_1298 << uint32(16);
const float l_1300 = reinterpret_cast<float const&>(l_1299);
l_mut_92.i_0 = l_1300;
const uint32 l_1301 = l_1296.i_0;
const uint32 l_1302 = l_1301 & uint32(4294901760);
const float l_1303 = reinterpret_cast<float const&>(l_1302);
l_mut_92.i_1 = l_1303;
const uint32 l_1304 = l_1296.i_1;
const uint32 l_1305 = l_1304 << uint32(16);
const float l_1306 = reinterpret_cast<float const&>(l_1305);
l_mut_92.i_2 = l_1306;
const uint32 l_1307 = l_1296.i_1;
const uint32 l_1308 = l_1307 & uint32(4294901760);
const float l_1309 = reinterpret_cast<float const&>(l_1308);
l_mut_92.i_3 = l_1309;
const uint32 l_1310 = l_1296.i_2;
const uint32 l_1311 = l_1310 << uint32(16);
const float l_1312 = reinterpret_cast<float const&>(l_1311);
l_mut_92.i_4 = l_1312;
const uint32 l_1313 = l_1296.i_2;
const uint32 l_1314 = l_1313 & uint32(4294901760);
const float l_1315 = reinterpret_cast<float const&>(l_1314);
l_mut_92.i_5 = l_1315;
const uint32 l_1316 = l_1296.i_3;
const uint32 l_1317 = l_1316 << uint32(16);
const float l_1318 = reinterpret_cast<float const&>(l_1317);
l_mut_92.i_6 = l_1318;
const uint32 l_1319 = l_1296.i_3;
const uint32 l_1320 = l_1319 & uint32(4294901760);
const float l_1321 = reinterpret_cast<float const&>(l_1320);
l_mut_92.i_7 = l_1321;
l_mut_67 = l_mut_92;
const uint32 l_1322 = l_1172 + l_1291;
const float_8 l_1323 = float_8{
l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,l_mut_611,};
const float_8 l_1324 = float_8{
l_mut_67.i_0 - l_1323.i_0, l_mut_67.i_1 - l_1323.i_1, l_mut_67.i_2 - l_1323.i_2, l_mut_67.i_3 - l_1323.i_3, l_mut_67.i_4 - l_1323.i_4, l_mut_67.i_5 - l_1323.i_5, l_mut_67.i_6 - l_1323.i_6, l_mut_67.i_7 - l_1323.i_7, };
const float_8 l_1325 = float_8{
__expf(l_1324.i_0),__expf(l_1324.i_1),__expf(l_1324.i_2),__expf(l_1324.i_3),__expf(l_1324.i_4),__expf(l_1324.i_5),__expf(l_1324.i_6),__expf(l_1324.i_7),};
const float_8 l_1326 = float_8{
l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,l_1169,};
const float_8 l_1327 = float_8{
l_1325.i_0 * l_1326.i_0, l_1325.i_1 * l_1326.i_1, l_1325.i_2 * l_1326.i_2, l_1325.i_3 * l_1326.i_3, l_1325.i_4 * l_1326.i_4, l_1325.i_5 * l_1326.i_5, l_1325.i_6 * l_1326.i_6, l_1325.i_7 * l_1326.i_7, };
const __nv_bfloat16_8 l_1328 = __nv_bfloat16_8{
__nv_bfloat16(l_1327.i_0),__nv_bfloat16(l_1327.i_1),__nv_bfloat16(l_1327.i_2),__nv_bfloat16(l_1327.i_3),__nv_bfloat16(l_1327.i_4),__nv_bfloat16(l_1327.i_5),__nv_bfloat16(l_1327.i_6),__nv_bfloat16(l_1327.i_7),};
buffer_2[l_1322] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1328);
}
l_mut_15 = l_mut_15 + l_12;
}

}
